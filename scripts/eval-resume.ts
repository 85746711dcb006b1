/**
 * npm run eval:resume -- --cvs FILE.jsonl --role JOB_ID --relevant CAT[,CAT...]
 *
 * Reads labelled CVs (JSON lines {id, category, text}), screens each against the role with the same
 * structuring and scoring as POST /api/cv-screening/analyze, and prints how well the scores rank
 * the CVs of the relevant categories above the rest: the average precision (ties broken against
 * us), a TF-IDF cosine baseline on the same CVs, and the score distribution per category. The last
 * line is AP=0.xxx.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadSkillTaxonomy } from '../src/server/modules/resume/resume.content.ts';
import { roleTermsFor, screenCv } from '../src/server/modules/resume/screening.ts';
import { wordsIn } from '../src/server/modules/resume/skill-taxonomy.ts';

const { values } = parseArgs({
  options: {
    cvs: { type: 'string', default: 'tests/fixtures/resumes/labelled.jsonl' },
    role: { type: 'string' },
    relevant: { type: 'string' },
  },
});
if (!values.role || !values.relevant) {
  console.error(
    'Usage: npm run eval:resume -- --cvs FILE.jsonl --role JOB_ID --relevant CATEGORY[,CATEGORY...]',
  );
  process.exit(2);
}

interface LabelledCv {
  id: string;
  category: string;
  text: string;
}

const cvs: LabelledCv[] = (await readFile(path.resolve(values.cvs!), 'utf8'))
  .split('\n')
  .filter((line) => line.trim())
  .map((line, i) => {
    const cv = JSON.parse(line) as LabelledCv;
    if (!cv.id || !cv.category || typeof cv.text !== 'string')
      throw new Error(`${values.cvs} line ${i + 1}: needs id, category and text`);
    return cv;
  });
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const role = roles.find((r) => r.job_id === values.role);
if (!role) {
  console.error(`No role "${values.role}" in content/roles.`);
  process.exit(2);
}
const relevant = new Set(values.relevant!.split(',').map((c) => c.trim()));
const taxonomy = await loadSkillTaxonomy(path.resolve('content/resume'));
// A fixed date, so the months of "Present" roles and the figures do not drift.
const now = new Date('2026-11-28T00:00:00Z');

/** Average precision of a ranking; equal scores put the irrelevant CVs first (no luck). */
function averagePrecision(scored: Array<{ score: number; relevant: boolean }>): number {
  const ranked = [...scored].sort(
    (a, b) => b.score - a.score || Number(a.relevant) - Number(b.relevant),
  );
  let hits = 0;
  let sum = 0;
  ranked.forEach((item, i) => {
    if (!item.relevant) return;
    hits += 1;
    sum += hits / (i + 1);
  });
  return hits === 0 ? 0 : sum / hits;
}

/** The baseline: TF-IDF cosine between the role's own text and each CV. */
function tfidfScores(documents: string[], query: string): number[] {
  const tokenised = documents.map((d) => wordsIn(d));
  const df = new Map<string, number>();
  for (const words of tokenised) for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log((1 + documents.length) / (1 + (df.get(w) ?? 0))) + 1;
  const vector = (words: string[]) => {
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    return new Map([...tf].map(([w, n]) => [w, n * idf(w)]));
  };
  const norm = (v: Map<string, number>) =>
    Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  const q = vector(wordsIn(query));
  return tokenised.map((words) => {
    const d = vector(words);
    let dot = 0;
    for (const [w, x] of q) dot += x * (d.get(w) ?? 0);
    return dot / (norm(q) * norm(d) || 1);
  });
}

const terms = roleTermsFor(role, roles);
const started = performance.now();
const results = cvs.map((cv) => ({
  cv,
  score: screenCv(cv.text, role, taxonomy, terms, now).fitScore,
  relevant: relevant.has(cv.category),
}));
const elapsed = performance.now() - started;
const roleText = [
  role.title,
  role.description,
  ...role.skills,
  ...role.responsibilities,
  ...role.dailyTasks,
].join(' ');
const baseline = tfidfScores(
  cvs.map((cv) => cv.text),
  roleText,
);

const byCategory = new Map<string, number[]>();
for (const r of results)
  byCategory.set(r.cv.category, [...(byCategory.get(r.cv.category) ?? []), r.score]);
console.log(`Role: ${role.title} (${role.job_id}); relevant: ${[...relevant].join(', ')}`);
console.log(
  `${cvs.length} CVs screened in ${elapsed.toFixed(0)} ms (${(elapsed / cvs.length).toFixed(1)} ms each)\n`,
);
console.log('category                       n   min  median  mean   max');
for (const [category, scores] of [...byCategory].sort(
  ([, a], [, b]) =>
    b.reduce((s, x) => s + x, 0) / b.length - a.reduce((s, x) => s + x, 0) / a.length,
)) {
  const sorted = [...scores].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
  console.log(
    `${(relevant.has(category) ? '* ' : '  ') + category.padEnd(28)} ${String(scores.length).padStart(2)} ${String(sorted[0]).padStart(5)} ${String(median).padStart(7)} ${mean.toFixed(1).padStart(5)} ${String(sorted.at(-1)).padStart(5)}`,
  );
}
const baselineAp = averagePrecision(
  results.map((r, i) => ({ score: baseline[i]!, relevant: r.relevant })),
);
console.log(`\nTF-IDF cosine baseline on the same CVs: AP=${baselineAp.toFixed(3)}`);
console.log(`AP=${averagePrecision(results).toFixed(3)}`);
