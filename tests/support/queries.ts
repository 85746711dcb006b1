import type { Database } from '../../src/server/db/client.ts';

/**
 * Records the SQL text of every statement the app sends to its database until `stop()`: PGlite's
 * client and node-postgres's pool both take each statement through `query`.
 */
export function recordQueries(database: Database): { statements: string[]; stop(): void } {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  return {
    statements,
    stop: () => {
      client.query = original;
    },
  };
}
