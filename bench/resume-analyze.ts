// Time to screen a two-page CV with the embedded engine: POST /api/cv-screening/analyze through
// the whole server (session, entitlement, structuring, scoring, report, storage), on the longest
// CV of the labelled fixtures. Budget: median 200 ms.
import { readFile } from 'node:fs/promises';
import { benchApp, subscriberCookie } from './support.ts';

const BUDGET_MS = 200;
const ROLE = 'equity-research-analyst';
const origin = 'http://localhost:3000';
const cvs = (await readFile('tests/fixtures/resumes/labelled.jsonl', 'utf8'))
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { id: string; text: string });
const cv = cvs.reduce((a, b) => (b.text.length > a.text.length ? b : a));
const words = cv.text.split(/\s+/).length;

const app = await benchApp();
const cookie = await subscriberCookie(app, origin, ROLE);
const times: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/cv-screening/analyze',
    headers: { origin, cookie },
    payload: {
      cvData: { fileName: `${cv.id}.txt`, text: cv.text },
      jobProfile: { id: ROLE, title: 'Equity Research Analyst', description: '', skills: [] },
    },
  });
  if (res.statusCode !== 200) throw new Error(`analyze answered ${res.statusCode}: ${res.body}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p99 = times[Math.floor(times.length * 0.99)]!;
console.log(
  `CV screening (embedded, ${words}-word CV "${cv.id}", ${times.length} runs): median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, budget median ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'PASS' : 'FAIL'}`,
);
await app.close();
