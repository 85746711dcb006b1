// Checks simulation files one by one, so each role can be checked on its own while others are still
// being written:   npx tsx scripts/check-rubrics.ts [job_id | path/to/file.json ...]
// Prints every problem (schema, the week, spelling, rubric shape and markability, and the embedded
// marker's score of each model answer, at least 85, and of the brief pasted back, under 25) per role.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AuthoredSimulationSchema,
  type SimulationContent,
} from '../src/shared/contracts/simulation.ts';
import { checkSimulation } from '../src/server/modules/simulation/simulation.content.ts';
import { markWithRules } from '../src/server/modules/tasks/marking/embedded-marker.ts';
import { markingTask } from '../src/server/modules/tasks/marking/marker.ts';

const dir = path.resolve('content/simulations');
const args = process.argv.slice(2);
const files =
  args.length > 0
    ? args.map((a) => (a.endsWith('.json') ? path.resolve(a) : path.join(dir, `${a}.json`)))
    : (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));

let failing = 0;
for (const file of files.sort()) {
  const role = path.basename(file, '.json');
  const parsed = AuthoredSimulationSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  // Companies are registry references here; the checks below do not read them.
  const content = parsed.data as unknown as SimulationContent | undefined;
  const problems = content
    ? [...checkSimulation(content), ...markingProblems(content)]
    : parsed.error!.issues.map((i) => `field "${i.path.join('.')}": ${i.message}`);
  if (problems.length === 0) continue;
  failing++;
  console.log(`${role}: ${problems.length} problem(s)`);
  for (const problem of problems.slice(0, 40)) console.log(`  ${problem}`);
}
console.log(`${files.length - failing} of ${files.length} file(s) pass.`);
process.exitCode = failing > 0 ? 1 : 0;

/** Each graded task's model answer must score 85 or more, and its brief pasted back under 25. */
function markingProblems(content: SimulationContent): string[] {
  return content.tasks.flatMap((t) => {
    const task = markingTask(t);
    if (!task) return [];
    const model = markWithRules({ task, answer: task.modelAnswer }).score;
    const brief = markWithRules({ task, answer: task.brief }).score;
    return [
      ...(model < 85
        ? [`task "${t.id}": the model answer scores ${model} (needs 85 or more)`]
        : []),
      ...(brief >= 25
        ? [`task "${t.id}": the brief pasted back scores ${brief} (needs under 25)`]
        : []),
    ];
  });
}
