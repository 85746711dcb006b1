// Checks simulation files one by one, so each role can be checked on its own while others are still
// being written:   npx tsx scripts/check-rubrics.ts [job_id | path/to/file.json ...]
// Prints every problem (schema, the week, spelling, rubric shape and markability) per role.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SimulationContentSchema } from '../src/shared/contracts/simulation.ts';
import { checkSimulation } from '../src/server/modules/simulation/simulation.content.ts';

const dir = path.resolve('content/simulations');
const args = process.argv.slice(2);
const files =
  args.length > 0
    ? args.map((a) => (a.endsWith('.json') ? path.resolve(a) : path.join(dir, `${a}.json`)))
    : (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));

let failing = 0;
for (const file of files.sort()) {
  const role = path.basename(file, '.json');
  const parsed = SimulationContentSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  const problems = parsed.success
    ? checkSimulation(parsed.data)
    : parsed.error.issues.map((i) => `field "${i.path.join('.')}": ${i.message}`);
  if (problems.length === 0) continue;
  failing++;
  console.log(`${role}: ${problems.length} problem(s)`);
  for (const problem of problems.slice(0, 40)) console.log(`  ${problem}`);
}
console.log(`${files.length - failing} of ${files.length} file(s) pass.`);
process.exitCode = failing > 0 ? 1 : 0;
