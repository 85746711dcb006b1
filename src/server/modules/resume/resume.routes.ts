import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyzeRequestSchema, AnalyzeResponseSchema } from '../../../shared/contracts/resume.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { ResumeService } from './resume.service.ts';

export const resumeRoutes: FastifyPluginAsyncZod<{
  resume: ResumeService | null;
  billing: Pick<BillingService, 'requireOpened'>;
}> = async (app, { resume, billing }) => {
  const service = () => {
    if (!resume)
      throw new AppError(503, 'resume-unavailable', 'CV screening is not available right now.');
    return resume;
  };

  app.post(
    '/cv-screening/analyze',
    { schema: { body: AnalyzeRequestSchema, response: { 200: AnalyzeResponseSchema } } },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      billing.requireOpened(entitled, request.body.jobProfile.id);
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return { analysis: await service().analyze(entitled.user.id, request.body, abort.signal) };
    },
  );
};
