import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfileSchema,
  ProfileUpdateSchema,
  QuizDataSchema,
  ResultsMergeSchema,
  ShortlistSchema,
} from '../../../shared/contracts/accounts.ts';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import type { AccountsService, AccountUser } from './accounts.service.ts';

/** What accounts needs of billing: the profile with ended periods settled, and ending a subscription. */
export interface AccountBilling {
  currentProfile(account: AccountUser): Promise<Profile>;
  cancelForDeletion(userId: string): Promise<void>;
}

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  billing: AccountBilling;
}> = async (app, { accounts, billing }) => {
  app.get('/profile', { schema: { response: { 200: ProfileSchema } } }, async (request, reply) => {
    const account = await app.requireUser(request);
    reply.header('cache-control', 'no-store');
    return billing.currentProfile(account);
  });

  app.patch(
    '/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: ProfileSchema } } },
    async (request) => accounts.updateProfile(await app.requireUser(request), request.body),
  );

  app.put(
    '/profile/quiz-data',
    { schema: { body: QuizDataSchema, response: { 200: ProfileSchema } } },
    async (request) => accounts.saveQuizData(await app.requireUser(request), request.body),
  );

  app.delete(
    '/profile/quiz-data',
    { schema: { response: { 200: ProfileSchema } } },
    async (request) => accounts.clearQuizData(await app.requireUser(request)),
  );

  app.put(
    '/profile/shortlist',
    { schema: { body: ShortlistSchema, response: { 200: ProfileSchema } } },
    async (request) => accounts.saveShortlist(await app.requireUser(request), request.body),
  );

  app.post(
    '/profile/merge',
    { schema: { body: ResultsMergeSchema, response: { 200: ProfileSchema } } },
    async (request) => accounts.mergeResults(await app.requireUser(request), request.body),
  );

  app.delete('/account', async (request, reply) => {
    const account = await app.requireUser(request);
    // PRODUCT.md D9: no one keeps paying for an account that no longer exists.
    await billing.cancelForDeletion(account.id);
    await accounts.deleteAccount(account.id);
    // The session row is gone with the user; tell the browser to drop its cookie as well.
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
      reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
    return reply.code(204).send();
  });
};
