// The single-figure budgets set by earlier issues, each measured by its own script (in-process,
// embedded database) and reported here with the script's own summary line and verdict.
import { spawnSync } from 'node:child_process';

export interface BudgetRow {
  name: string;
  script: string;
  /** What the script reported: its figures and its budget. */
  summary: string[];
  pass: boolean;
}

const SCRIPTS: Array<{ name: string; script: string }> = [
  { name: 'Quiz match over the catalogue', script: 'bench/quiz-match.ts' },
  { name: 'Coach: first streamed byte', script: 'bench/coach-first-byte.ts' },
  { name: 'CV screening through the server', script: 'bench/resume-analyze.ts' },
  { name: 'Sign-in burst beside page loads', script: 'bench/auth-burst.ts' },
];

export async function measureBudgets(): Promise<BudgetRow[]> {
  return SCRIPTS.map(({ name, script }) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const summary = `${run.stdout}${run.status === 0 ? '' : run.stderr}`
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '' && !line.startsWith('Seeded'));
    return { name, script, summary, pass: run.status === 0 };
  });
}
