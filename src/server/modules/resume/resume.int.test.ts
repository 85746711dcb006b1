import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ResumeAnalysisSchema } from '../../../shared/contracts/resume.ts';
import {
  signedInClient,
  subscriberClient,
  type Client,
} from '../../../../tests/support/billing.ts';
import { FINANCE_CV, NURSE_CV } from '../../../../tests/support/cvs.ts';
import { readFile } from 'node:fs/promises';
import { FakeLlm } from '../../../../tests/support/fake-llm.ts';
import { makeDoc } from '../../../../tests/support/make-doc.ts';
import { createClient } from '../../../../tests/support/http-client.ts';
import { databaseTargets, TEST_ORIGIN } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';

const JOB = 'equity-research-analyst';
const jobProfile = {
  id: JOB,
  title: 'Equity Research Analyst',
  description: 'Sell-side research.',
  skills: ['Financial statement analysis'],
};
const body = (text: string, fileName = 'cv.txt') => ({ cvData: { fileName, text }, jobProfile });

const fake = await new FakeLlm().start();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe.each(databaseTargets)('CV screening on $name', (target) => {
  const ctx = useTestContext(target);

  async function started(): Promise<Client> {
    const client = await subscriberClient(ctx.app);
    expect((await client.post(`/api/sandbox/${JOB}/start`)).statusCode).toBe(200);
    return client;
  }

  it('needs a session (401), a plan (402) and a started role (409)', async () => {
    const url = '/api/cv-screening/analyze';
    expect((await createClient(ctx.app).post(url, body(FINANCE_CV))).statusCode).toBe(401);
    const free = await signedInClient(ctx.app);
    expect((await free.post(url, body(FINANCE_CV))).statusCode).toBe(402);
    const notStarted = await (await subscriberClient(ctx.app)).post(url, body(FINANCE_CV));
    expect(notStarted.statusCode).toBe(409);
  });

  it('screens a CV: score, skills with quoted evidence, breakdown and report', async () => {
    const client = await started();
    const res = await client.post('/api/cv-screening/analyze', body(FINANCE_CV));
    expect(res.statusCode, res.body).toBe(200);
    const analysis = ResumeAnalysisSchema.parse(res.json().analysis);
    expect(analysis.fitScore).toBeGreaterThanOrEqual(70);
    expect(analysis.overallSuitability.score).toBe(analysis.fitScore);
    expect(analysis.engine).toBe('embedded');
    expect(analysis.previous).toBeNull();
    for (const skill of analysis.matchedSkills) expect(FINANCE_CV).toContain(skill.evidence);
    expect(analysis.breakdown.reduce((sum, b) => sum + b.points, 0)).toBeCloseTo(
      analysis.fitScore,
      -0.5,
    );
    expect(analysis.strengths.length).toBeGreaterThan(0);
    expect(analysis.gaps.find((g) => g.area === 'Presenting to clients')).toMatchObject({
      severity: 'Low',
    });
  });

  it('shows the change since the last screening, for its owner only', async () => {
    const client = await started();
    const first = (await client.post('/api/cv-screening/analyze', body(NURSE_CV))).json().analysis;
    const second = (await client.post('/api/cv-screening/analyze', body(FINANCE_CV))).json()
      .analysis;
    expect(second.previous).toEqual({ fitScore: first.fitScore, analysedAt: first.analysedAt });
    expect(second.fitScore).toBeGreaterThan(first.fitScore);
    const other = await started();
    const theirs = (await other.post('/api/cv-screening/analyze', body(FINANCE_CV))).json();
    expect(theirs.analysis.previous).toBeNull();
  });

  it('answers bad input with a sentence, never a 500', async () => {
    const client = await started();
    const empty = await client.post('/api/cv-screening/analyze', body('too short'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/too little text to screen/);
    const long = await client.post('/api/cv-screening/analyze', body('word '.repeat(21_000)));
    expect(long.statusCode).toBe(413);
    expect(long.json().error).toBe(
      'This CV has more text than we can screen (over 100 KB). Please upload a shorter CV.',
    );
    const unknown = await client.post('/api/cv-screening/analyze', {
      ...body(FINANCE_CV),
      jobProfile: { ...jobProfile, id: 'astronaut' },
    });
    expect(unknown.statusCode).toBe(409);
    const noJob = await client.post('/api/cv-screening/analyze', {
      cvData: { fileName: 'a', text: FINANCE_CV },
    });
    expect(noJob.statusCode).toBe(400);
  });
});

/** A multipart/form-data body with one file in the field "file", as a browser sends it. */
function upload(name: string, bytes: Uint8Array, type = 'application/octet-stream') {
  const boundary = '----finsim-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(databaseTargets.slice(0, 1))('reading an old Word CV on $name', (target) => {
  const ctx = useTestContext(target);

  async function send(client: Client | null, file: ReturnType<typeof upload>) {
    const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
    return ctx.app.inject({
      method: 'POST',
      url: '/api/cv-screening/extract',
      headers: { ...file.headers, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: file.payload,
    });
  }

  it("returns a .doc file's text to a subscriber", async () => {
    const client = await subscriberClient(ctx.app);
    const doc = makeDoc('Priya Sharma\nSummer Analyst – Holloway Pryce\nBuilt a £2m model');
    const res = await send(client, upload('cv.doc', doc, 'application/msword'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().text).toContain('Summer Analyst – Holloway Pryce');
    expect(res.json().text).toContain('Built a £2m model');
  });

  it('judges a file by its content, and refuses what is not a CV', async () => {
    const client = await subscriberClient(ctx.app);
    const program = (await readFile(process.execPath)).subarray(0, 64 * 1024);
    const renamed = await send(client, upload('cv.doc', program, 'application/msword'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error).toBe('Please upload a PDF, Word document, or text file');
    const big = await send(client, upload('cv.doc', new Uint8Array(5_242_881)));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File size must be less than 5MB');
    const json = await client.post('/api/cv-screening/extract', { text: 'hello' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toMatch(/as a file upload/);
  });

  it('needs a session (401) and a plan (402)', async () => {
    const doc = upload('cv.doc', makeDoc('Some text'));
    expect((await send(null, doc)).statusCode).toBe(401);
    expect((await send(await signedInClient(ctx.app), doc)).statusCode).toBe(402);
  });
});

describe.each(databaseTargets.slice(0, 1))(
  'CV screening with a language model on $name',
  (target) => {
    const ctx = useTestContext(target, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'fake-model',
      LLM_BASE_URL: fake.url,
      LLM_TIMEOUT_MS: 2_000,
    });

    it('lets the model write the words but never the score', async () => {
      const client = await subscriberClient(ctx.app);
      await client.post(`/api/sandbox/${JOB}/start`);
      const embedded = (await client.post('/api/cv-screening/analyze', body(FINANCE_CV))).json()
        .analysis;
      // The model's answer is not a report, so the embedded writer's words are used.
      expect(embedded.engine).toBe('embedded');
      fake.plan({
        json: {
          suitability: 'A strong start for research.',
          summary: 'Written by the model from the findings.',
          strengths: [
            { area: 'Modelling', description: 'You built models.', evidence: 'Built a model' },
          ],
          gaps: [],
          recommendations: [{ category: 'Next', items: ['Practise pitching a stock.'] }],
          careerAdvice: 'Keep going.',
        },
      });
      const res = await client.post('/api/cv-screening/analyze', body(FINANCE_CV));
      const analysis = res.json().analysis;
      expect(analysis.summary).toBe('Written by the model from the findings.');
      expect(analysis.engine).toBe('openai-compatible:fake-model (score by the embedded screener)');
      expect(analysis.fitScore).toBe(embedded.fitScore);
      expect(JSON.stringify(fake.requests[0]!.body)).toContain('FINDINGS');
    });
  },
);
