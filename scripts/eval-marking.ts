// Measures the embedded marker against answers written at known quality levels:
//   npm run eval:marking
// Fixtures: tests/fixtures/marking/*.json, one graded task each, with hand-written answers
// (reworded model answer, a good answer with one wrong figure, a weak answer, the right numbers
// with the wrong conclusion). The brief pasted back, the rubric's keywords as a list and an empty
// answer are made here from the task itself. Prints the share of pairs ordered correctly (a better
// answer scores higher) and the mean score per level; exits 1 when a budget is missed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RubricCriterion } from '../src/shared/contracts/simulation.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';
import { markWithRules } from '../src/server/modules/tasks/marking/embedded-marker.ts';
import { markingTask } from '../src/server/modules/tasks/marking/marker.ts';

const FixtureSchema = z.strictObject({
  jobId: z.string(),
  taskId: z.string(),
  answers: z.strictObject({
    reworded: z.string().min(100),
    oneWrongFigure: z.string().min(100),
    weak: z.string().min(20),
    wrongDecision: z.string().min(100),
  }),
});

/** Better levels rank higher; pairs of equal rank are not compared. */
const RANK = {
  reworded: 4,
  oneWrongFigure: 3,
  weak: 2,
  wrongDecision: 2,
  briefPasted: 0,
  keywordStuffing: 0,
  empty: 0,
} as const;
type LevelName = keyof typeof RANK;
const BUDGET = { orderedShare: 0.95, gamingBelow: 25 };

/** The rubric's own words and numbers, listed without sentences: what a keyword stuffer writes. */
function stuffing(rubric: RubricCriterion[]): string {
  const terms = rubric.flatMap((c) => {
    if (c.kind === 'figure') return [`${c.cues[0]} ${c.value}${c.unit === 'number' ? '' : c.unit}`];
    if (c.kind === 'decision') return c.expected;
    return (c.kind === 'concept' ? c.groups : c.evidence).map((g) => g[0]!);
  });
  return terms.join(', ');
}

const fixturesDir = path.resolve('tests/fixtures/marking');
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const simulations = await loadSimulations(
  path.resolve('content/simulations'),
  new Set(roles.map((r) => r.job_id)),
);
const categories = new Map(roles.map((r) => [r.job_id, r.category]));

const scores: Record<LevelName, number[]> = {
  reworded: [],
  oneWrongFigure: [],
  weak: [],
  wrongDecision: [],
  briefPasted: [],
  keywordStuffing: [],
  empty: [],
};
let pairs = 0;
let ordered = 0;
const misordered: string[] = [];
const seenCategories = new Set<string>();
const files = (await readdir(fixturesDir)).filter((f) => f.endsWith('.json')).sort();
for (const file of files) {
  const fixture = FixtureSchema.parse(
    JSON.parse(await readFile(path.join(fixturesDir, file), 'utf8')),
  );
  const task = simulations.get(fixture.jobId)?.tasks.find((t) => t.id === fixture.taskId);
  if (!task?.rubric || !task.brief || !task.modelAnswer)
    throw new Error(`${file}: ${fixture.jobId}/${fixture.taskId} is not a graded task`);
  seenCategories.add(categories.get(fixture.jobId) ?? '?');
  const answers: Record<LevelName, string> = {
    ...fixture.answers,
    briefPasted: task.brief,
    keywordStuffing: stuffing(task.rubric),
    empty: '',
  };
  const marked = {} as Record<LevelName, number>;
  for (const level of Object.keys(RANK) as LevelName[]) {
    marked[level] = markWithRules({ task: markingTask(task)!, answer: answers[level] }).score;
    scores[level].push(marked[level]);
  }
  const levels = Object.keys(RANK) as LevelName[];
  for (const a of levels)
    for (const b of levels) {
      if (RANK[a] <= RANK[b]) continue;
      pairs++;
      if (marked[a] > marked[b]) ordered++;
      else
        misordered.push(
          `${fixture.jobId}/${fixture.taskId}: ${a} ${marked[a]} <= ${b} ${marked[b]}`,
        );
    }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
console.log(
  `Marking eval: ${files.length} graded tasks across ${seenCategories.size} categories\n`,
);
console.log('level             mean   min   max');
for (const level of Object.keys(RANK) as LevelName[]) {
  const xs = scores[level];
  console.log(
    `${level.padEnd(16)} ${mean(xs).toFixed(1).padStart(5)} ${String(Math.min(...xs)).padStart(5)} ${String(Math.max(...xs)).padStart(5)}`,
  );
}
const share = pairs ? ordered / pairs : 0;
console.log(
  `\npairs ordered correctly: ${ordered} of ${pairs} (${(share * 100).toFixed(1)}%), budget ${BUDGET.orderedShare * 100}%`,
);
const gaming = (['briefPasted', 'keywordStuffing', 'empty'] as const).map((l) => mean(scores[l]));
console.log(
  `mean of pasted brief / keyword stuffing / empty: ${gaming.map((g) => g.toFixed(1)).join(' / ')}, budget below ${BUDGET.gamingBelow}`,
);
if (misordered.length > 0)
  console.log(`\nmisordered pairs:\n  ${misordered.slice(0, 30).join('\n  ')}`);
const pass = share >= BUDGET.orderedShare && gaming.every((g) => g < BUDGET.gamingBelow);
console.log(pass ? '\nPASS' : '\nFAIL');
process.exitCode = pass ? 0 : 1;
