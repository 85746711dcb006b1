import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cancellation } from '../../db/schema.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';

export const OPERATOR_USAGE =
  'Usage: npm run users -- list | disable EMAIL | enable EMAIL | cancellations';

/** One operator command, as `npm run users` parses it and the admin socket receives it. */
export const OperatorCommandSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('list') }),
  z.object({ name: z.literal('cancellations') }),
  z.object({ name: z.enum(['disable', 'enable']), email: z.string().min(1) }),
]);
export type OperatorCommand = z.infer<typeof OperatorCommandSchema>;

/** `["disable", "ada@example.com"]` → a command, or an Error with the usage line. */
export function parseOperatorCommand(args: readonly string[]): OperatorCommand {
  const [name, email] = args;
  if (name === 'list' || name === 'cancellations') return { name };
  if (name === 'disable' || name === 'enable') {
    if (!email) throw new Error(`${name} needs an e-mail address. ${OPERATOR_USAGE}`);
    return { name, email };
  }
  throw new Error(OPERATOR_USAGE);
}

export interface OperatorService {
  /** Runs a command and answers the text the operator reads, wherever the command came from. */
  run(command: OperatorCommand): Promise<string>;
}

export function createOperatorService(deps: {
  db: Db;
  accounts: AccountsService;
}): OperatorService {
  const { db, accounts } = deps;
  return {
    async run(command) {
      if (command.name === 'cancellations') {
        const rows = await db
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
      if (command.name === 'list') {
        const users = await accounts.listUsers();
        if (users.length === 0) return 'No accounts yet.';
        return users
          .map(
            (u) =>
              `${u.disabled ? 'disabled' : 'active  '}  ${u.createdAt.toISOString().slice(0, 10)}  ${u.email}  (${u.name})`,
          )
          .join('\n');
      }
      await accounts.setDisabled(command.email, command.name === 'disable');
      return command.name === 'disable'
        ? `Disabled ${command.email}: it cannot sign in, and its open sessions end on their next request.`
        : `Enabled ${command.email}: it can sign in again.`;
    },
  };
}
