// Validates content/simulations the way the server and the content test do:
//   npx tsx scripts/check-simulations.ts [job_id ...]
// With job ids, only those roles are checked (plus distinctness across everything present).
import path from 'node:path';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import {
  checkDistinctness,
  loadSimulations,
} from '../src/server/modules/simulation/simulation.content.ts';
import { checkCompanyFacts } from '../tests/support/sp500.ts';

const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const simulations = await loadSimulations(
  path.resolve('content/simulations'),
  new Set(roles.map((r) => r.job_id)),
);
const only = new Set(process.argv.slice(2));
const problems = [
  ...checkDistinctness(simulations),
  ...(await checkCompanyFacts(simulations)),
].filter((p) => only.size === 0 || [...only].some((id) => p.includes(`"${id}"`)));
for (const problem of problems) console.log(problem);
console.log(
  `${simulations.size} of ${roles.length} roles have a simulation; ${problems.length} problem(s).`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
