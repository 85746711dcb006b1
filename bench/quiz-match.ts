// Median time of one quiz match over the whole catalogue (budget: 2 ms).
import path from 'node:path';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { createMatchingEngine } from '../src/server/modules/quiz/matching-engine.ts';
import { PERSONAS } from '../src/server/modules/quiz/personas.test-data.ts';
import { loadQuiz, loadRoleSignals } from '../src/server/modules/quiz/quiz.content.ts';

const BUDGET_MS = 2;
const RUNS = 2_000;
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const engine = createMatchingEngine(
  await loadQuiz(path.resolve('content/quiz.json')),
  roles,
  await loadRoleSignals(path.resolve('content/matching/role-signals.json'), roles),
);
const answerSets = PERSONAS.map((p) =>
  Object.entries(p.answers).map(([questionId, answers]) => ({ questionId, answers })),
);

for (let i = 0; i < 200; i++) engine.match(answerSets[i % answerSets.length]!);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  engine.match(answerSets[i % answerSets.length]!);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p99 = times[Math.floor(times.length * 0.99)]!;
console.log(
  `Quiz match over ${roles.length} roles: median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (budget ${BUDGET_MS} ms median)`,
);
if (median > BUDGET_MS) process.exitCode = 1;
