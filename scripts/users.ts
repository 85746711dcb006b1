// Operator command: `npm run users -- list | disable EMAIL | enable EMAIL | cancellations`.
// `cancellations` lists why people cancelled their subscription, newest first.
// A disabled account cannot sign in; its next request ends its sessions with 'user-disabled'.
//
// With the embedded database, a running server holds it alone, so the command goes to that
// server over its admin socket and acts on the data the server serves; with no server running,
// the command opens the database itself, holding the same lock. The output is the same either way.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendOperatorCommand } from '../src/server/admin-socket.ts';
import { openDatabase, type DatabaseOptions } from '../src/server/db/client.ts';
import { DirectoryLockedError, describeHolder } from '../src/server/db/directory-lock.ts';
import { parseEnv, type Env } from '../src/server/env.ts';
import { createAccountsService } from '../src/server/modules/accounts/accounts.service.ts';
import {
  createOperatorService,
  parseOperatorCommand,
  type OperatorCommand,
} from '../src/server/modules/operator/operator.service.ts';

/** A server may still be creating its database (initdb) when the command comes; wait that long. */
const SERVER_ANSWER_TIMEOUT_MS = 30_000;

async function runDirectly(options: DatabaseOptions, command: OperatorCommand): Promise<string> {
  const database = await openDatabase(options);
  try {
    return await createOperatorService({
      db: database.db,
      accounts: createAccountsService(database.db),
    }).run(command);
  } finally {
    await database.close();
  }
}

const notListening = (error: unknown) =>
  ['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code ?? '');

export async function runUsersCommand(
  args: string[],
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> = parseEnv(process.env),
): Promise<string> {
  const command = parseOperatorCommand(args);
  if (env.DATABASE_URL) return runDirectly({ kind: 'postgres', url: env.DATABASE_URL }, command);

  const dataDir = path.join(env.DATA_DIR, 'pg');
  const deadline = Date.now() + SERVER_ANSWER_TIMEOUT_MS;
  for (;;) {
    try {
      return await runDirectly({ kind: 'pglite', dataDir, holder: 'command' }, command);
    } catch (error) {
      if (!(error instanceof DirectoryLockedError) || error.holder.role !== 'server') throw error;
      const { holder } = error;
      if (holder.adminSocket) {
        try {
          return await sendOperatorCommand(holder.adminSocket, command);
        } catch (sendError) {
          if (!notListening(sendError)) throw sendError;
        }
      }
      // The server is starting (its socket is not up yet) or stopping (the lock goes next).
      if (Date.now() > deadline)
        throw new Error(
          `The database in ${dataDir} is held by ${describeHolder(holder)}, which does not answer on its admin socket. Try again once it has started, or stop it.`,
        );
      await sleep(250);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runUsersCommand(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
