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
  /** The model call stops when the browser goes away before the answer is sent. */
  const abortOnClose = (reply: FastifyReply) => {
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    return abort;
  };

  type Ask = Parameters<CoachService['ask']>[1];

  /** Checks the user and the role, asks the coach, and answers as a stream or as JSON. */
  async function answer(request: FastifyRequest, reply: FastifyReply, ask: Ask) {
    const entitled = await app.requireEntitlement(request);
    billing.requireOpened(entitled, ask.jobId);
    const abort = abortOnClose(reply);
    const pieces = await coach.ask(entitled.user.id, ask, abort.signal);
    if (wantsStream(request)) return streamEvents(request, reply, pieces, coach.engineName, abort);
    return { text: await collect(pieces), engine: coach.engineName };
  }

  app.post(
    '/coach/workflow',
    { schema: { body: WorkflowRequestSchema } },
    async (request, reply) => {
      const { jobProfile, workflowType, context } = request.body;
      const result = await answer(request, reply, {
        kind: 'workflow',
        workflowType,
        jobId: jobProfile.id,
        context,
      });
      return result && { content: result.text, engine: result.engine };
    },
  );

  app.post(
    '/coach/chat-simple',
    { schema: { body: ChatRequestSchema } },
    async (request, reply) => {
      const { jobProfile, question, context } = request.body;
      const result = await answer(request, reply, {
        kind: 'question',
        question,
        jobId: jobProfile.id,
        context,
      });
      return result && { answer: result.text, engine: result.engine };
    },
  );
};
