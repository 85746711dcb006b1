import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { CoachKnowledge } from '../../../shared/contracts/coach-knowledge.ts';
import type { SimulationContent } from '../../../shared/contracts/simulation.ts';
import { WORKFLOWS, type WorkflowId } from '../../../shared/domain/coaching.ts';
import { AppError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import {
  answerQuestion,
  composeWorkflow,
  groundsFor,
  type CoachGrounds,
} from './embedded-coach.ts';

/** One engine answers: the embedded coach, or a language model given the same grounds. */
export interface CoachEngine {
  readonly name: string;
  /** Requests one user may make an hour with this engine. */
  readonly perHour: number;
  stream(request: CoachAsk, signal: AbortSignal): AsyncIterable<string>;
}

export type CoachAsk =
  | {
      kind: 'workflow';
      workflow: WorkflowId;
      title: string;
      grounds: CoachGrounds;
      context: string;
    }
  | { kind: 'question'; question: string; grounds: CoachGrounds; context: string };

/** The embedded coach: composed from the grounds, instant, the same answer for the same input. */
export class EmbeddedCoach implements CoachEngine {
  readonly name = 'embedded';
  readonly perHour = 300;

  async *stream(request: CoachAsk): AsyncIterable<string> {
    const text =
      request.kind === 'workflow'
        ? composeWorkflow(request.workflow, request.grounds)
        : answerQuestion(request.question, request.grounds);
    // Line by line, so the page's reveal starts at once, as it would with a model.
    for (const line of text.split(/(?<=\n)/)) yield line;
  }
}

export function createCoachService(deps: {
  roles: readonly JobProfile[];
  simulations: ReadonlyMap<string, SimulationContent>;
  knowledge: ReadonlyMap<string, CoachKnowledge>;
  engine: CoachEngine;
  limiter: RateLimiter;
}) {
  const roles = new Map(deps.roles.map((r) => [r.job_id, r]));

  function grounds(jobId: string): CoachGrounds {
    const role = roles.get(jobId);
    if (!role) throw notFound(`No role with id "${jobId}" exists in the catalogue.`);
    const found = groundsFor(role, deps.roles, deps.simulations.get(jobId), deps.knowledge);
    if (!found)
      throw new AppError(503, 'coach-unavailable', 'The coach has no knowledge of this role yet.');
    return found;
  }

  return {
    engineName: deps.engine.name,

    /** Checks the request and the user's hourly budget, then gives the text as it is written. */
    async ask(
      userId: string,
      request:
        | { kind: 'workflow'; workflowType: string; jobId: string; context: string }
        | { kind: 'question'; question: string; jobId: string; context: string },
      signal: AbortSignal,
    ): Promise<AsyncIterable<string>> {
      const base = grounds(request.jobId);
      const used = await deps.limiter.hitWithTtl(
        `user:${userId}:coach:${deps.engine.name}`,
        60 * 60,
      );
      if (used.count > deps.engine.perHour) {
        const minutes = Math.max(1, Math.ceil(used.ttlMs / 60_000));
        throw new AppError(
          429,
          'too-many-requests',
          `You have used all ${deps.engine.perHour} coach requests of this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      if (request.kind === 'workflow') {
        const workflow = WORKFLOWS.find((w) => w.id === request.workflowType)!;
        return deps.engine.stream(
          {
            kind: 'workflow',
            workflow: workflow.id,
            title: workflow.title,
            grounds: base,
            context: request.context,
          },
          signal,
        );
      }
      return deps.engine.stream(
        { kind: 'question', question: request.question, grounds: base, context: request.context },
        signal,
      );
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
