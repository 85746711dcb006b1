import {
  JobListSchema,
  JobProfileSchema,
  type JobProfile,
  type JobSummary,
} from '../../../shared/contracts/catalogue.ts';
import { notFound } from '../../errors.ts';

export interface CatalogueService {
  count(): number;
  listJobs(): JobSummary[];
  /** The list as JSON, serialised once: content never changes while the server runs. */
  listJobsJson(): string;
  /** One role's profile as JSON, in the shape of JobProfileSchema; 404 for an unknown id. */
  getJobJson(jobId: string): string;
  hasJob(jobId: string): boolean;
}

/** The catalogue is read-only content loaded once at start; lookups are from memory. */
export function createCatalogueService(roles: readonly JobProfile[]): CatalogueService {
  const byId = new Map(roles.map((role) => [role.job_id, role]));
  const summaries: JobSummary[] = roles.map((role) => ({
    job_id: role.job_id,
    title: role.title,
    description: role.description,
    summary: role.summary,
    skills: role.skills,
    category: role.category,
    difficulty: role.difficulty,
    salary_range: role.salary_range,
  }));
  const summariesJson = JSON.stringify(JobListSchema.parse(summaries));
  const getJob = (jobId: string): JobProfile => {
    const role = byId.get(jobId);
    if (!role) throw notFound(`No role with id "${jobId}" exists in the catalogue.`);
    return role;
  };
  return {
    count: () => roles.length,
    listJobs: () => summaries,
    listJobsJson: () => summariesJson,
    hasJob: (jobId) => byId.has(jobId),
    getJobJson: (jobId) => JSON.stringify(JobProfileSchema.parse(getJob(jobId))),
  };
}
