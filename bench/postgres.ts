// A PostgreSQL for the benchmarks: BENCH_DATABASE_URL when it is set, otherwise a throwaway cluster
// made with Debian's server binaries on a free loopback port and removed afterwards (as .ci/run
// does). Answers null, with the reason, when neither is possible, so the run goes on without it.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './process.ts';

export interface BenchPostgres {
  url: string;
  /** A new empty database on the server, for one measurement that must start clean. */
  freshDatabase(name: string): string;
  stop(): void;
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => existsSync(`${bin}/initdb`));
}

function psql(url: string, command: string): void {
  execFileSync('psql', [url, '-qc', command], { stdio: 'pipe' });
}

function withDatabases(url: string, stop: () => void): BenchPostgres {
  return {
    url,
    freshDatabase(name) {
      const target = new URL(url);
      psql(url, `drop database if exists ${name}`);
      psql(url, `create database ${name}`);
      target.pathname = `/${name}`;
      return target.toString();
    },
    stop,
  };
}

export async function benchPostgres(): Promise<BenchPostgres | { skipped: string }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return withDatabases(given, () => {});
  const bin = postgresBin();
  if (!bin) return { skipped: 'no PostgreSQL: set BENCH_DATABASE_URL or install postgresql' };
  if (process.getuid?.() !== 0)
    return { skipped: 'no PostgreSQL: set BENCH_DATABASE_URL (a throwaway cluster needs root)' };
  const dir = mkdtempSync(path.join(tmpdir(), 'finsim-bench-pg-'));
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const port = await freePort();
  const asPostgres = (command: string) =>
    execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" -l ${dir}/log -w start`,
  );
  const stop = () => {
    try {
      asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return withDatabases(`postgres://postgres@127.0.0.1:${port}/postgres`, stop);
}
