// Measures the quiz matching model against issue 15's targets:
//   npm run eval:matching
// Over 2,000 seeded random valid answer sets (the same every run): each category's share of first
// places (target 3-20%), how often first and second place show the same percentage (under 10%),
// and which roles come first; then, for every role that never came first, a search for an answer
// set that puts it first (target: every role). Also prints how far the Excel answer moves results,
// how often one role is in the top 12, and whether any result repeats a set of reasons.
// Exits 1 when a target is missed.
import path from 'node:path';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { createMatchingEngine } from '../src/server/modules/quiz/matching-engine.ts';
import {
  EVAL_SEED,
  MATCHING_TARGETS,
  excelEffect,
  measureMatching,
  reasonFigures,
  searchFirstPlace,
  seededRandom,
} from '../src/server/modules/quiz/matching-eval.ts';
import { loadQuiz, loadRoleSignals } from '../src/server/modules/quiz/quiz.content.ts';

const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const quiz = await loadQuiz(path.resolve('content/quiz.json'));
const roleSignals = await loadRoleSignals(
  path.resolve('content/matching/role-signals.json'),
  roles,
);
const engine = createMatchingEngine(quiz, roles, roleSignals);
const rank = engine.rank.bind(engine);
const pct = (share: number) => `${(100 * share).toFixed(1)}%`;

const started = performance.now();
const figures = measureMatching(quiz, rank);
const perSet = (performance.now() - started) / figures.sets;
const failures: string[] = [];

console.log(
  `Quiz matching over ${figures.sets} random answer sets (seed ${EVAL_SEED}), ${roles.length} roles`,
);
console.log('\nFirst places by category (target 3% to 20% each):');
for (const [category, share] of Object.entries(figures.categoryShare).sort((a, b) => b[1] - a[1])) {
  const ok =
    share >= MATCHING_TARGETS.minCategoryShare && share <= MATCHING_TARGETS.maxCategoryShare;
  console.log(`  ${category.padEnd(20)} ${pct(share).padStart(6)}${ok ? '' : '  MISSED'}`);
  if (!ok) failures.push(`${category} takes ${pct(share)} of first places`);
}
console.log(
  `\nFirst and second place show the same percentage: ${pct(figures.tieShare)} of sets (target under ${pct(MATCHING_TARGETS.maxTieShare)})`,
);
if (figures.tieShare >= MATCHING_TARGETS.maxTieShare)
  failures.push(`first and second tie in ${pct(figures.tieShare)} of sets`);
console.log(
  `Distinct percentages among the 12 matches: ${figures.meanDistinctScores.toFixed(1)} on average`,
);
console.log(
  `Role most often in the top 12: ${figures.mostCommonInTop12.jobId}, in ${pct(figures.mostCommonInTop12.share)} of sets`,
);

const missing = roles.filter((r) => !figures.firstPlaceRoles.has(r.job_id));
const random = seededRandom(EVAL_SEED + 1);
const unreached = missing.filter((r) => !searchFirstPlace(quiz, rank, r.job_id, random));
console.log(
  `\nRoles first in some random set: ${figures.firstPlaceRoles.size} of ${roles.length}; ` +
    `found by search for the other ${missing.length}: ${missing.length - unreached.length}` +
    (unreached.length ? `; never first: ${unreached.map((r) => r.job_id).join(', ')}` : ''),
);
if (unreached.length > 0) failures.push(`${unreached.length} roles never come first`);

const excel = excelEffect(quiz, rank, roleSignals);
console.log(
  `\nExcel answer moved from "hardly used" to "expert" (all else equal): first place changes in ${pct(excel.firstChanged)} of sets, ` +
    `the top 3 in ${pct(excel.top3Changed)}; modelling-heavy roles gain ${excel.modellingGain.toFixed(1)} points on average`,
);

const reasons = reasonFigures(quiz, engine, roleSignals);
console.log(
  `Reasons: ${pct(reasons.repeatedSets)} of results repeat a set of reasons; ${pct(reasons.sharedSentences)} give one sentence to two matches ` +
    `(two matches share at most ${reasons.maxShared}); ${reasons.meanReasons.toFixed(2)} reasons per match on average, ` +
    `${pct(reasons.underTwo)} of matches with fewer than two; every reason cites a signal its role has, in its own words: ${reasons.allTrue ? 'yes' : 'NO'}`,
);
if (reasons.repeatedSets > 0) failures.push('a result repeats a set of reasons');
if (!reasons.allTrue) failures.push('a reason cites a signal its role lacks');

console.log(`\nMatching takes ${perSet.toFixed(3)} ms per answer set (ranking all roles).`);
if (failures.length > 0) {
  console.log(`\nMISSED: ${failures.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nAll targets met.');
