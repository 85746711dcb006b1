import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { EnvError, parseEnv } from './env.ts';
import { buildApp } from './app.ts';
import { loadRoleCatalogue } from './modules/catalogue/catalogue.content.ts';
import { loadQuiz } from './modules/quiz/quiz.content.ts';
import { loadSimulations } from './modules/simulation/simulation.content.ts';

async function main(): Promise<void> {
  // A .env file beside package.json is optional; variables already set in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnv(process.env);
  // Content first: a bad content file should stop the start before the database is touched.
  const roles = await loadRoleCatalogue(path.join(env.CONTENT_DIR, 'roles'));
  const quiz = await loadQuiz(path.join(env.CONTENT_DIR, 'quiz.json'));
  const simulations = await loadSimulations(
    path.join(env.CONTENT_DIR, 'simulations'),
    new Set(roles.map((role) => role.job_id)),
  );
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pg') },
  );
  const app = await buildApp({ env, database, roles, quiz, simulations });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    `FinSim ready on http://localhost:${env.PORT} (${roles.length} roles, ${simulations.size} simulations, database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || (error instanceof Error && error.name === 'ContentError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
