import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatRequestSchema, WorkflowRequestSchema } from '../../../shared/contracts/coach.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { CoachService } from './coach.service.ts';

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Sends the coach's text as server-sent events: a "delta" event per piece as it is written, then
 * "done" with the engine, or "error" with a sentence. Not compressed, so each event leaves at once.
 */
async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  pieces: AsyncIterable<string>,
  engine: string,
  abort: AbortController,
): Promise<void> {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) =>
    out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    for await (const text of pieces) {
      if (abort.signal.aborted) break;
      send('delta', { text });
    }
    if (!abort.signal.aborted) send('done', { engine });
  } catch (error) {
    request.log.warn({ err: error }, 'coach stream failed');
    send('error', {
      error:
        error instanceof AppError
          ? error.message
          : 'The coach could not finish this answer. Please try again.',
    });
  } finally {
    out.end();
  }
}

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

export const coachRoutes: FastifyPluginAsyncZod<{
  coach: CoachService;
  billing: Pick<BillingService, 'requireOpened'>;
}> = async (app, { coach, billing }) => {
  /** The model call stops when the browser goes away. */
  const abortOnClose = (request: FastifyRequest) => {
    const abort = new AbortController();
    request.raw.on('close', () => abort.abort());
    return abort;
  };

  app.post(
    '/coach/workflow',
    { schema: { body: WorkflowRequestSchema } },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      billing.requireOpened(entitled, request.body.jobProfile.id);
      const abort = abortOnClose(request);
      const pieces = await coach.ask(
        entitled.user.id,
        {
          kind: 'workflow',
          workflowType: request.body.workflowType,
          jobId: request.body.jobProfile.id,
          context: request.body.context,
        },
        abort.signal,
      );
      if (wantsStream(request))
        return streamEvents(request, reply, pieces, coach.engineName, abort);
      return { content: await collect(pieces), engine: coach.engineName };
    },
  );

  app.post(
    '/coach/chat-simple',
    { schema: { body: ChatRequestSchema } },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      billing.requireOpened(entitled, request.body.jobProfile.id);
      const abort = abortOnClose(request);
      const pieces = await coach.ask(
        entitled.user.id,
        {
          kind: 'question',
          question: request.body.question,
          jobId: request.body.jobProfile.id,
          context: request.body.context,
        },
        abort.signal,
      );
      if (wantsStream(request))
        return streamEvents(request, reply, pieces, coach.engineName, abort);
      return { answer: await collect(pieces), engine: coach.engineName };
    },
  );
};
