import { describe, expect, it } from 'vitest';
import {
  signedInClient,
  subscriberClient,
  type Client,
} from '../../../../tests/support/billing.ts';
import { createClient } from '../../../../tests/support/http-client.ts';
import { databaseTargets, TEST_ORIGIN } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';

const JOB = 'equity-research-analyst';
const job = { title: 'Equity Research Analyst', id: JOB };

describe.each(databaseTargets)('coach on $name', (target) => {
  const ctx = useTestContext(target);

  async function started(): Promise<Client> {
    const client = await subscriberClient(ctx.app);
    expect((await client.post(`/api/sandbox/${JOB}/start`)).statusCode).toBe(200);
    return client;
  }

  it('answers a workflow and a question as JSON, naming the engine', async () => {
    const client = await started();
    const workflow = await client.post('/api/coach/workflow', {
      jobProfile: job,
      workflowType: 'news-interpreter',
      context: '',
    });
    expect(workflow.statusCode, workflow.body).toBe(200);
    expect(workflow.json().engine).toBe('embedded');
    expect(workflow.json().content).toContain('Why it matters to you');
    const chat = await client.post('/api/coach/chat-simple', {
      question: 'What skills do I need?',
      jobProfile: job,
    });
    expect(chat.json()).toMatchObject({ engine: 'embedded' });
    expect(chat.json().answer).toContain('The skills an Equity Research Analyst uses most');
  });

  it('validates the request with sentences a person can read', async () => {
    const client = await started();
    const unknownWorkflow = await client.post('/api/coach/workflow', {
      jobProfile: job,
      workflowType: 'horoscope',
    });
    expect(unknownWorkflow.statusCode).toBe(400);
    expect(unknownWorkflow.json().error).toMatch(/^workflowType must be one of day-in-life/);
    const long = await client.post('/api/coach/chat-simple', {
      question: 'x'.repeat(501),
      jobProfile: job,
    });
    expect(long.json().error).toBe('Questions must be at most 500 characters.');
    const context = await client.post('/api/coach/chat-simple', {
      question: 'What skills do I need?',
      jobProfile: job,
      context: 'y'.repeat(4001),
    });
    expect(context.json().error).toBe('Context must be at most 4000 characters.');
    const role = await client.post('/api/coach/chat-simple', {
      question: 'What skills do I need?',
      jobProfile: { title: 'Astronaut', id: 'astronaut' },
    });
    expect(role.statusCode).toBe(409);
  });

  it('needs a session (401), a plan (402) and a started role (409)', async () => {
    const body = { jobProfile: job, workflowType: 'day-in-life' };
    expect((await createClient(ctx.app).post('/api/coach/workflow', body)).statusCode).toBe(401);
    expect(
      (await (await signedInClient(ctx.app)).post('/api/coach/workflow', body)).statusCode,
    ).toBe(402);
    const notStarted = await (await subscriberClient(ctx.app)).post('/api/coach/workflow', body);
    expect(notStarted.statusCode).toBe(409);
  });

  it('streams server-sent events: deltas in order, then done with the engine', async () => {
    const client = await started();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/coach/workflow',
      headers: { cookie, origin: TEST_ORIGIN, accept: 'text/event-stream' },
      payload: { jobProfile: job, workflowType: 'day-in-life' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return {
          event: event!.replace('event: ', ''),
          data: JSON.parse(data!.replace('data: ', '')),
        };
      });
    expect(events.length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ event: 'done', data: { engine: 'embedded' } });
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    const json = (
      await client.post('/api/coach/workflow', { jobProfile: job, workflowType: 'day-in-life' })
    ).json();
    expect(text).toBe(json.content);
  });
});
