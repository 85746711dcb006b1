// Creates and migrates an embedded database folder, then exits: `node create-embedded-database.mjs
// DIR MIGRATIONS_DIR`. Run as a child process by client.ts, because creating a PGlite folder runs
// initdb, which leaves the creating process at about 0.9 GB that it never gives back; the server
// then opens the finished folder at the ~0.4 GB of an ordinary restart (issue 10, defect 11).
// Plain JavaScript, so it starts the same under tsx, vitest or bare node.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, migrationsFolder] = process.argv.slice(2);
if (!dataDir || !migrationsFolder) {
  console.error('Usage: node create-embedded-database.mjs DIR MIGRATIONS_DIR');
  process.exit(2);
}
const client = new PGlite(dataDir);
try {
  await migrate(drizzle(client), { migrationsFolder });
} finally {
  await client.close();
}
