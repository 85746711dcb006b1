import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema, ROLE_ROUTE_ERRORS } from '../../../shared/contracts/errors.ts';
import {
  AnswerSchema,
  CertificateCodeParamsSchema,
  CertificateSchema,
  DraftSavedSchema,
  SubmissionSchema,
  SubmitSchema,
  TaskListSchema,
  TaskProgressListSchema,
  TaskParamsSchema,
  TaskWorkSchema,
  VerificationSchema,
} from '../../../shared/contracts/tasks.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { TasksService } from './tasks.service.ts';

const errors = ROLE_ROUTE_ERRORS;

/**
 * Tasks you do (PRODUCT.md): drafts, submissions marked against the rubric, and the certificate.
 * Every call needs a subscriber who has started the role; the user is the session's, never a body's.
 */
export const tasksRoutes: FastifyPluginAsyncZod<{
  tasks: TasksService;
  billing: Pick<BillingService, 'requireOpened'>;
}> = async (app, { tasks, billing }) => {
  const owner = async (request: Parameters<typeof app.requireEntitlement>[0], jobId: string) => {
    const entitled = await app.requireEntitlement(request);
    billing.requireOpened(entitled, jobId);
    return { id: entitled.user.id, name: entitled.profile.displayName || entitled.user.name };
  };

  app.get(
    '/tasks',
    { schema: { response: { 200: TaskProgressListSchema, ...errors } } },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      reply.header('cache-control', 'no-store');
      return tasks.progress(entitled.user.id, entitled.profile.openedSimulations);
    },
  );

  app.get(
    '/tasks/:jobId',
    { schema: { params: JobParamsSchema, response: { 200: TaskListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tasks.list(await owner(request, request.params.jobId), request.params.jobId);
    },
  );

  app.get(
    '/tasks/:jobId/:taskId',
    { schema: { params: TaskParamsSchema, response: { 200: TaskWorkSchema, ...errors } } },
    async (request, reply) => {
      const { jobId, taskId } = request.params;
      reply.header('cache-control', 'no-store');
      return tasks.work(await owner(request, jobId), jobId, taskId);
    },
  );

  app.put(
    '/tasks/:jobId/:taskId/draft',
    {
      schema: {
        params: TaskParamsSchema,
        body: AnswerSchema,
        response: { 200: DraftSavedSchema, ...errors },
      },
    },
    async (request) => {
      const { jobId, taskId } = request.params;
      return tasks.saveDraft(await owner(request, jobId), jobId, taskId, request.body.answer);
    },
  );

  app.post(
    '/tasks/:jobId/:taskId/submit',
    {
      schema: {
        params: TaskParamsSchema,
        body: SubmitSchema,
        response: { 200: SubmissionSchema, ...errors },
      },
    },
    async (request) => {
      const { jobId, taskId } = request.params;
      return tasks.submit(await owner(request, jobId), jobId, taskId, request.body.answer);
    },
  );

  app.get(
    '/certificates/:code',
    {
      schema: {
        params: CertificateCodeParamsSchema,
        response: { 200: CertificateSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return tasks.certificateForOwner(user.id, request.params.code);
    },
  );

  // Public: anyone holding a code can check it; it says only whether it is genuine, whose and what.
  app.get(
    '/verify/:code',
    { schema: { params: CertificateCodeParamsSchema, response: { 200: VerificationSchema } } },
    async (request) => tasks.verify(request.params.code),
  );
};
