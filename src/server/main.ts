import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { adminSocketPath, listenAdminSocket, type AdminSocket } from './admin-socket.ts';
import { openDatabase } from './db/client.ts';
import { EnvError, parseEnv } from './env.ts';
import { buildApp } from './app.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { loadRoleCatalogue } from './modules/catalogue/catalogue.content.ts';
import { createOperatorService } from './modules/operator/operator.service.ts';
import { loadQuiz, loadRoleSignals } from './modules/quiz/quiz.content.ts';
import { loadCoachKnowledge } from './modules/coach/coach.content.ts';
import { loadSkillTaxonomy } from './modules/resume/resume.content.ts';
import { loadSimulations } from './modules/simulation/simulation.content.ts';

async function main(): Promise<void> {
  // A .env file beside package.json is optional; variables already set in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnv(process.env);
  // Content first: a bad content file should stop the start before the database is touched.
  const roles = await loadRoleCatalogue(path.join(env.CONTENT_DIR, 'roles'));
  const quiz = await loadQuiz(path.join(env.CONTENT_DIR, 'quiz.json'));
  const roleSignals = await loadRoleSignals(
    path.join(env.CONTENT_DIR, 'matching', 'role-signals.json'),
    roles,
  );
  const simulations = await loadSimulations(
    path.join(env.CONTENT_DIR, 'simulations'),
    new Set(roles.map((role) => role.job_id)),
  );
  // The embedded database is this process's alone while it runs: a second server refuses here.
  const coachKnowledge = await loadCoachKnowledge(path.join(env.CONTENT_DIR, 'coach'));
  const skillTaxonomy = await loadSkillTaxonomy(path.join(env.CONTENT_DIR, 'resume'));
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          onIdleError: (error) =>
            console.warn(
              `A pooled database connection failed and will be replaced: ${error.message}`,
            ),
        }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pg'), holder: 'server' },
  );
  let adminSocket: AdminSocket | undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      env,
      database,
      roles,
      quiz,
      roleSignals,
      simulations,
      coachKnowledge,
      skillTaxonomy,
      stripeApiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
    });
    // Operator commands cannot open the embedded database beside us, so they come through here.
    if (database.lock) {
      adminSocket = await listenAdminSocket({
        socketPath: adminSocketPath(env.DATA_DIR),
        operator: createOperatorService({
          db: database.db,
          accounts: createAccountsService(database.db),
        }),
        logger: app.log,
      });
      await database.lock.update({ adminSocket: adminSocket.path });
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  // The admin socket first, so an operator command in flight finishes before the database closes.
  const close = async () => {
    await adminSocket?.close();
    await app.close();
  };

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    await close();
    throw error;
  }
  const { address, port } = app.server.address() as AddressInfo;
  await database.lock?.update({
    address: `${address.includes(':') ? `[${address}]` : address}:${port}`,
  });
  app.log.info(
    `FinSim ready on http://localhost:${port} (${roles.length} roles, ${simulations.size} simulations, database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    (error instanceof Error && ['ContentError', 'DirectoryLockedError'].includes(error.name))
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
