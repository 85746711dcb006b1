// Validates content/simulations and content/world the way the server and the content test do:
//   npx tsx scripts/check-simulations.ts [job_id ...]
// With job ids, only problems of those roles are printed (the checks still run across all roles).
// A path to a draft file (…/<job_id>.json outside content/) is checked as if it were in place:
//   npx tsx scripts/check-simulations.ts /tmp/drafts/<job_id>.json
import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { checkCalendar } from '../src/server/modules/simulation/simulation.calendar.ts';
import {
  checkDistinctness,
  loadSimulations,
} from '../src/server/modules/simulation/simulation.content.ts';
import { createSimulationService } from '../src/server/modules/simulation/simulation.service.ts';
import { checkWorld } from '../src/server/modules/simulation/world.checks.ts';
import { loadWorld } from '../src/server/modules/simulation/world.content.ts';
import { loadSp500 } from '../tests/support/sp500.ts';

const args = process.argv.slice(2);
const drafts = args.filter((a) => a.endsWith('.json')).map((a) => path.resolve(a));
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const world = await loadWorld(path.resolve('content/world'));
const broken: string[] = [];
const simulations = await loadSimulations(
  await withDrafts(path.resolve('content/simulations'), drafts),
  new Set(roles.map((r) => r.job_id)),
  world,
  (message) => broken.push(message),
);
const only = new Set([
  ...args.filter((a) => !a.endsWith('.json')),
  ...drafts.map((d) => path.basename(d, '.json')),
]);
const problems = [
  ...broken,
  ...checkDistinctness(simulations),
  ...checkWorld(simulations, world, roles, await loadSp500()),
  ...checkCalendar(simulations, createSimulationService({ roles, simulations })),
].filter(
  (p) => only.size === 0 || [...only].some((id) => p.includes(`"${id}"`) || p.startsWith(`${id} `)),
);
for (const problem of problems) console.log(problem);
console.log(
  `${simulations.size} of ${roles.length} roles have a simulation; ${problems.length} problem(s).`,
);
process.exitCode = problems.length > 0 ? 1 : 0;

/** A temporary folder holding the committed simulations with the drafts in place of their roles. */
async function withDrafts(dir: string, files: string[]): Promise<string> {
  if (files.length === 0) return dir;
  const temp = await mkdtemp(path.join(os.tmpdir(), 'simulations-'));
  const names = new Set(files.map((f) => path.basename(f)));
  for (const name of await readdir(dir)) {
    if (!names.has(name)) await symlink(path.join(dir, name), path.join(temp, name));
  }
  for (const file of files) await symlink(file, path.join(temp, path.basename(file)));
  return temp;
}
