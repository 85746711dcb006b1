import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublicQuizSchema,
  QuizMatchRequestSchema,
  QuizMatchResponseSchema,
} from '../../../shared/contracts/quiz.ts';
import type { QuizService } from './quiz.service.ts';

export const quizRoutes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  app.get(
    '/quiz',
    { schema: { response: { 200: PublicQuizSchema } }, config: { revalidate: true } },
    async () => quiz.publicQuiz(),
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
