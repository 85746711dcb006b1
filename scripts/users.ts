// Operator command: `npm run users -- list | disable EMAIL | enable EMAIL | cancellations`.
// `cancellations` lists why people cancelled their subscription, newest first.
// A disabled account cannot sign in; its next request ends its sessions with 'user-disabled'.
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { cancellation } from '../src/server/db/schema.ts';
import { parseEnv } from '../src/server/env.ts';
import { createAccountsService } from '../src/server/modules/accounts/accounts.service.ts';

const USAGE = 'Usage: npm run users -- list | disable EMAIL | enable EMAIL | cancellations';

export async function runUsersCommand(
  args: string[],
  env = parseEnv(process.env),
): Promise<string> {
  const [command, email] = args;
  if (!['list', 'disable', 'enable', 'cancellations'].includes(command ?? ''))
    throw new Error(USAGE);
  if ((command === 'disable' || command === 'enable') && !email)
    throw new Error(`${command} needs an e-mail address. ${USAGE}`);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pg') },
  );
  try {
    const accounts = createAccountsService(database.db);
    if (command === 'cancellations') {
      const rows = await database.db
        .select()
        .from(cancellation)
        .orderBy(desc(cancellation.createdAt))
        .limit(500);
      if (rows.length === 0) return 'No cancellations yet.';
      return rows
        .map(
          (r) =>
            `${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${r.reason}${r.feedback ? `: ${r.feedback}` : ''}`,
        )
        .join('\n');
    }
    if (command === 'list') {
      const users = await accounts.listUsers();
      if (users.length === 0) return 'No accounts yet.';
      return users
        .map(
          (u) =>
            `${u.disabled ? 'disabled' : 'active  '}  ${u.createdAt.toISOString().slice(0, 10)}  ${u.email}  (${u.name})`,
        )
        .join('\n');
    }
    await accounts.setDisabled(email!, command === 'disable');
    return command === 'disable'
      ? `Disabled ${email}: it cannot sign in, and its open sessions end on their next request.`
      : `Enabled ${email}: it can sign in again.`;
  } finally {
    await database.close();
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
