import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecret } from './schema.ts';

/**
 * A secret generated on first start and kept in the database, so every instance sharing the
 * database signs cookies with the same key and a restart does not sign everybody out.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecret)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored.`);
  return row.value;
}
