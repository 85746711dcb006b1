import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublicQuizSchema,
  QuizMatchRequestSchema,
  QuizMatchResponseSchema,
} from '../../../shared/contracts/quiz.ts';
import { createPrecompressedCache, sendPrecompressed } from '../../plugins/precompressed-json.ts';
import type { QuizService } from './quiz.service.ts';

export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  // The questions never change while the server runs: serialised and compressed on first use.
  const bodies = createPrecompressedCache();
  app.get(
    '/quiz',
    {
      schema: { response: { 200: PublicQuizSchema } },
      compress: false,
      config: { revalidate: true },
    },
    async (request, reply) =>
      sendPrecompressed(request, reply, await bodies.get('quiz', quiz.publicQuizJson)),
  );

  app.post(
    '/quiz/match',
    {
      schema: { body: QuizMatchRequestSchema, response: { 200: QuizMatchResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      matches: await quiz.match(request.body, await app.optionalUser(request)),
    }),
  );
};
