import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProgressSchema } from '../../../shared/contracts/progress.ts';
import { progressItemIds, slugOf } from '../../../shared/domain/progress.ts';
import {
  signedInClient,
  subscriberClient,
  type Client,
} from '../../../../tests/support/billing.ts';
import { createClient } from '../../../../tests/support/http-client.ts';
import { databaseTargets, testSimulations } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';
import { simulationProgress } from '../../db/schema.ts';

const simulations = await testSimulations();
const [jobId, otherJobId] = [...simulations.keys()] as [string, string];
const week = simulations.get(jobId)!;
const email = week.emails[0]!.id;
const meeting = week.meetings[0]!.id;

async function startedSubscriber(app: Parameters<typeof subscriberClient>[0], ...jobs: string[]) {
  const client = await subscriberClient(app);
  for (const job of jobs)
    expect((await client.post(`/api/sandbox/${job}/start`)).statusCode).toBe(200);
  return client;
}

const put = (client: Client, body: unknown, job = jobId) =>
  client.put(`/api/progress/${job}`, body);

it("gives every item of every role's week an id of its own", () => {
  for (const [job, content] of simulations) {
    for (const [kind, ids] of Object.entries(progressItemIds(content)))
      expect(new Set(ids).size, `${job} ${kind}`).toBe(ids.length);
  }
});

describe.each(databaseTargets)('progress API on $name', (target) => {
  const ctx = useTestContext(target);

  it('starts empty and keeps what the user opened, per role', async () => {
    const client = await startedSubscriber(ctx.app, jobId, otherJobId);
    const empty = await client.get(`/api/progress/${jobId}`);
    expect(empty.statusCode).toBe(200);
    expect(ProgressSchema.parse(empty.json()).opened.email).toEqual([]);

    const first = await put(client, { kind: 'email', itemId: email });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().opened.email).toEqual([email]);
    await put(client, { kind: 'meeting', itemId: meeting });
    await put(client, { kind: 'fundamental', itemId: slugOf(week.fundamentals[2]!.term) });
    await put(client, { kind: 'company', itemId: slugOf(week.companies[1]!.name) });
    // Opening an item again is not a second entry.
    await put(client, { kind: 'email', itemId: email });

    const saved = ProgressSchema.parse((await client.get(`/api/progress/${jobId}`)).json());
    expect(saved).toEqual({
      job_id: jobId,
      opened: {
        email: [email],
        meeting: [meeting],
        file: [],
        task: [],
        news: [],
        fundamental: [slugOf(week.fundamentals[2]!.term)],
        company: [slugOf(week.companies[1]!.name)],
      },
    });
    // Another role of the same user has its own progress.
    expect((await client.get(`/api/progress/${otherJobId}`)).json().opened.email).toEqual([]);
  });

  it('follows the user to another session (another device)', async () => {
    const client = await startedSubscriber(ctx.app, jobId);
    await put(client, { kind: 'task', itemId: week.tasks[3]!.id });
    const elsewhere = createClient(ctx.app);
    expect((await elsewhere.signIn(client.email, 'secret123')).statusCode).toBe(200);
    const res = await elsewhere.get(`/api/progress/${jobId}`);
    expect(res.json().opened.task).toEqual([week.tasks[3]!.id]);
  });

  it("never shows or changes another user's progress", async () => {
    const owner = await startedSubscriber(ctx.app, jobId);
    await put(owner, { kind: 'email', itemId: email });
    const other = await startedSubscriber(ctx.app, jobId);
    expect((await other.get(`/api/progress/${jobId}`)).json().opened.email).toEqual([]);
    await put(other, { kind: 'file', itemId: week.files[0]!.id });
    expect((await owner.get(`/api/progress/${jobId}`)).json().opened.file).toEqual([]);
    // The user comes from the session only; there is no way to name another.
    const named = await put(other, { kind: 'email', itemId: email, userId: owner.userId });
    expect(named.statusCode).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(simulationProgress)
      .where(eq(simulationProgress.userId, owner.userId));
    expect(rows.map((r) => r.kind)).toEqual(['email']);
  });

  it('answers 401 to a visitor and 402 to a user without a plan, as the week does', async () => {
    const visitor = createClient(ctx.app);
    expect((await visitor.get(`/api/progress/${jobId}`)).statusCode).toBe(401);
    expect((await put(visitor, { kind: 'email', itemId: email })).statusCode).toBe(401);
    const user = await signedInClient(ctx.app);
    for (const res of [
      await user.get(`/api/progress/${jobId}`),
      await put(user, { kind: 'email', itemId: email }),
    ]) {
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'subscription-required' });
    }
  });

  it('answers 409 for a role the user has not started, and 404 for an unknown role', async () => {
    const client = await startedSubscriber(ctx.app, jobId);
    for (const res of [
      await client.get(`/api/progress/${otherJobId}`),
      await put(
        client,
        { kind: 'email', itemId: simulations.get(otherJobId)!.emails[0]!.id },
        otherJobId,
      ),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'simulation-not-started' });
    }
    const unknown = await client.get('/api/progress/astronaut');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No role with id "astronaut" exists in the catalogue.');
  });

  it('refuses a bad kind or an item the role does not have, with a readable message', async () => {
    const client = await startedSubscriber(ctx.app, jobId);
    const badKind = await put(client, { kind: 'spreadsheet', itemId: email });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error).toBe(
      'kind must be one of email, meeting, file, task, news, fundamental, company',
    );

    const unknownItem = await put(client, { kind: 'email', itemId: 'no-such-email' });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json().error).toMatch(
      /^There is no e-mail "no-such-email" in the .+ simulation\.$/,
    );

    // An id of the wrong kind is not an item of that kind.
    const wrongKind = await put(client, { kind: 'file', itemId: meeting });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toContain(`no file "${meeting}"`);

    const missing = await put(client, { kind: 'email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('itemId must be the id of an item of this role');
    expect((await client.get(`/api/progress/${jobId}`)).json().opened.email).toEqual([]);
  });

  it('is refused from another site, like every write', async () => {
    const client = await startedSubscriber(ctx.app, jobId);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/progress/${jobId}`,
      headers: {
        origin: 'https://evil.example',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: { kind: 'email', itemId: email },
    });
    expect(res.statusCode).toBe(403);
  });

  it('is deleted with the account', async () => {
    const client = await startedSubscriber(ctx.app, jobId);
    await put(client, { kind: 'email', itemId: email });
    expect((await client.del('/api/account')).statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(simulationProgress)
      .where(eq(simulationProgress.userId, client.userId));
    expect(rows).toEqual([]);
  });
});
