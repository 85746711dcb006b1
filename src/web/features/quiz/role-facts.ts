import type { JobSummary } from '../../../shared/contracts/catalogue.ts';
import {
  deriveCategory,
  deriveDifficulty,
  deriveSalaryRange,
  type Difficulty,
} from '../../../shared/domain/role-derivations.ts';

export const LEVEL_LABELS: Record<Difficulty, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
};

export interface RoleFacts {
  category: string;
  salaryRange: string;
  difficulty: Difficulty;
  level: string;
}

/**
 * A matched role's salary band and level: the catalogue's when it has the role, else derived from
 * the title by the same rules (SPEC.md section 9), so a card never waits for the catalogue.
 */
export function roleFacts(
  job: { job_id: string; title: string; category?: string },
  catalogue: CatalogueIndex,
): RoleFacts {
  const known = catalogue.get(job.job_id);
  const difficulty = known?.difficulty ?? deriveDifficulty(job.title);
  return {
    category: known?.category ?? (job.category || deriveCategory(job.title)),
    salaryRange: known?.salary_range ?? deriveSalaryRange(job.title),
    difficulty,
    level: LEVEL_LABELS[difficulty],
  };
}

export type CatalogueIndex = ReadonlyMap<
  string,
  Pick<JobSummary, 'category' | 'salary_range' | 'difficulty'>
>;

export function catalogueIndex(jobs: readonly JobSummary[]): CatalogueIndex {
  return new Map(jobs.map((job) => [job.job_id, job]));
}
