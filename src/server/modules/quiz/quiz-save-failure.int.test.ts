import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, uniqueEmail } from '../../../../tests/support/http-client.ts';
import { createTestContext } from '../../../../tests/support/test-app.ts';
import type { Database } from '../../db/client.ts';
import { PERSONAS } from './personas.test-data.ts';

// Breaks its own throwaway embedded database on purpose, so it runs on PGlite only.
describe('quiz matching when the profile cannot be saved', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await createTestContext({
      name: 'PGlite',
      options: { kind: 'pglite', dataDir: 'memory://' },
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still returns the matches', async () => {
    const client = createClient(app);
    await client.signUp({ name: 'Robin', email: uniqueEmail('save'), password: 'secret1' });
    await database.db.execute(
      sql`alter table profile rename column quiz_answers to quiz_answers_gone`,
    );
    const answers = Object.entries(PERSONAS[0]!.answers).map(([questionId, ids]) => ({
      questionId,
      answers: ids,
    }));
    const res = await client.post('/api/quiz/match', { answers });
    expect(res.statusCode).toBe(200);
    expect(res.json().matches).toHaveLength(12);
  });
});
