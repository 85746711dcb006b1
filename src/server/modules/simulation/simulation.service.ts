import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type {
  SandboxResponse,
  SimulationContent,
  SimulationOutline,
} from '../../../shared/contracts/simulation.ts';
import {
  PROFILE_LIST_CAP,
  REFERENCE_WEEK_START,
  SECTION_CAPS,
} from '../../../shared/domain/simulation.ts';
import { AppError, notFound } from '../../errors.ts';

export interface SimulationService {
  /**
   * A role's simulation as the page gets it, in the reference week exactly as authored: its text
   * names the days of that week, so its timestamps stay in it too.
   */
  getSandbox(jobId: string): SandboxResponse;
  /**
   * The titles of the tasks the role's simulation asks the user to do (those not already done in
   * the story), for anyone to see; none for a role whose simulation is not written yet.
   */
  getOutline(jobId: string): SimulationOutline;
  coverage(): number;
}

export function createSimulationService(deps: {
  roles: readonly JobProfile[];
  simulations: ReadonlyMap<string, SimulationContent>;
}): SimulationService {
  const roles = new Map(deps.roles.map((role) => [role.job_id, role]));
  return {
    coverage: () => deps.simulations.size,
    getOutline(jobId) {
      if (!roles.has(jobId)) throw notFound(`No role with id "${jobId}" exists in the catalogue.`);
      const tasks = (deps.simulations.get(jobId)?.tasks ?? [])
        .slice(0, SECTION_CAPS.tasks)
        .filter((task) => task.status !== 'completed')
        .map((task) => task.title);
      return { job_id: jobId, tasks };
    },
    getSandbox(jobId) {
      const role = roles.get(jobId);
      if (!role) throw notFound(`No role with id "${jobId}" exists in the catalogue.`);
      const content = deps.simulations.get(jobId);
      if (!content) {
        throw new AppError(
          404,
          'simulation-not-ready',
          `The simulation for ${role.title} is not available yet.`,
        );
      }
      return {
        job_id: jobId,
        weekOf: REFERENCE_WEEK_START,
        profile: {
          title: role.title,
          description: role.description,
          summary: role.summary,
          category: role.category,
          difficulty: role.difficulty,
          salary_range: role.salary_range,
          coreSkills: role.skills,
          skills: role.skills,
          experienceLevels: role.experienceLevels,
          interests: role.interests,
          personalityTraits: role.personalityTraits,
          responsibilities: role.responsibilities.slice(0, PROFILE_LIST_CAP),
          dailyTasks: role.dailyTasks.slice(0, PROFILE_LIST_CAP),
        },
        scenario: content.scenario,
        emails: content.emails.slice(0, SECTION_CAPS.emails),
        meetings: content.meetings.slice(0, SECTION_CAPS.meetings),
        files: content.files.slice(0, SECTION_CAPS.files),
        news: content.news
          .slice(0, SECTION_CAPS.news)
          .map((n) => ({ ...n, simulated: true as const })),
        // Model answers stay on the server: they are for feedback on the user's own answer.
        tasks: content.tasks
          .slice(0, SECTION_CAPS.tasks)
          .map(({ modelAnswer: _hidden, ...task }) => task),
        fundamentals: content.fundamentals.slice(0, SECTION_CAPS.fundamentals),
        companies: content.companies.slice(0, SECTION_CAPS.companies),
      };
    },
  };
}
