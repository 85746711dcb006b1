import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OperatorCommandSchema, type OperatorService } from './operator.service.ts';

export const OperatorOutputSchema = z.object({ output: z.string() });

/** Served only on the admin socket (src/server/admin-socket.ts), never on the HTTP port. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operator: OperatorService }> = async (
  app,
  { operator },
) => {
  app.post(
    '/commands',
    { schema: { body: OperatorCommandSchema, response: { 200: OperatorOutputSchema } } },
    async (request) => {
      // Operator actions are rare and matter afterwards: keep a line of each in the server log.
      request.log.info({ command: request.body }, 'operator command');
      return { output: await operator.run(request.body) };
    },
  );
};
