import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import type { OperatorCommand, OperatorService } from './modules/operator/operator.service.ts';
import { errorHandler } from './plugins/error-handler.ts';

/**
 * The admin socket: a Unix socket on which a server with the embedded database takes operator
 * commands (`npm run users`), because no other process may open that database while it runs
 * (docs/decisions/007-embedded-database-ownership.md). Only the server's OS user can connect.
 */

/** Linux refuses Unix socket paths over 107 bytes; leave room for other systems' shorter limit. */
const MAX_SOCKET_PATH = 100;

/** DATA_DIR/admin.sock, or a name in the temporary folder when that path is too long for a socket. */
export function adminSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), 'admin.sock');
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  const digest = createHash('sha256').update(inDataDir).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `finsim-admin-${digest}.sock`);
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

export async function listenAdminSocket(options: {
  socketPath: string;
  operator: OperatorService;
  logger: FastifyBaseLogger;
}): Promise<AdminSocket> {
  const admin = Fastify({
    loggerInstance: options.logger.child({ listener: 'admin-socket' }),
  }).withTypeProvider<ZodTypeProvider>();
  admin.setValidatorCompiler(validatorCompiler);
  admin.setSerializerCompiler(serializerCompiler);
  await admin.register(errorHandler);
  await admin.register(operatorRoutes, { operator: options.operator });
  // The caller holds the database lock, so a socket file already there was left by a server
  // killed with SIGKILL.
  await rm(options.socketPath, { force: true });
  await admin.listen({ path: options.socketPath });
  try {
    // Connecting needs write permission on the socket file: owner only.
    await chmod(options.socketPath, 0o600);
  } catch (error) {
    await admin.close();
    throw error;
  }
  return {
    path: options.socketPath,
    close: async () => {
      await admin.close();
      await rm(options.socketPath, { force: true });
    },
  };
}

/** The server's answer to a command, or an Error with its message (the same as a direct run's). */
export function sendOperatorCommand(socketPath: string, command: OperatorCommand): Promise<string> {
  const body = JSON.stringify(command);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: '/commands',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: { output?: unknown; error?: unknown } = {};
          try {
            parsed = JSON.parse(text) as typeof parsed;
          } catch {
            // Not JSON: reported below with the status.
          }
          if (res.statusCode === 200 && typeof parsed.output === 'string') resolve(parsed.output);
          else
            reject(
              new Error(
                typeof parsed.error === 'string'
                  ? parsed.error
                  : `The server answered the command with status ${res.statusCode}.`,
              ),
            );
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
