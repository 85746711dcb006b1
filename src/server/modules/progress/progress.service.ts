import { and, asc, eq } from 'drizzle-orm';
import type { Progress, ProgressUpdate } from '../../../shared/contracts/progress.ts';
import {
  emptyProgress,
  PROGRESS_KIND_NAMES,
  PROGRESS_KINDS,
  progressItemIds,
  type ProgressKind,
} from '../../../shared/domain/progress.ts';
import type { Db } from '../../db/client.ts';
import { simulationProgress } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import type { SimulationService } from '../simulation/simulation.service.ts';

export interface ProgressService {
  /** Throws the content's 404 for an unknown role (or one without a simulation). */
  requireRole(jobId: string): void;
  get(userId: string, jobId: string): Promise<Progress>;
  /** Records that the user opened one item; opening it again changes nothing. */
  markOpened(userId: string, jobId: string, update: ProgressUpdate): Promise<Progress>;
}

export function createProgressService(deps: {
  db: Db;
  simulation: Pick<SimulationService, 'getSandbox'>;
}): ProgressService {
  const { db } = deps;
  // A role's item ids never change while the server runs: work them out once per role.
  const idsByRole = new Map<string, Record<ProgressKind, Set<string>>>();

  function itemIds(jobId: string): Record<ProgressKind, Set<string>> {
    let ids = idsByRole.get(jobId);
    if (!ids) {
      const all = progressItemIds(deps.simulation.getSandbox(jobId));
      ids = Object.fromEntries(PROGRESS_KINDS.map((kind) => [kind, new Set(all[kind])])) as Record<
        ProgressKind,
        Set<string>
      >;
      idsByRole.set(jobId, ids);
    }
    return ids;
  }

  async function get(userId: string, jobId: string): Promise<Progress> {
    const ids = itemIds(jobId);
    const rows = await db
      .select({ kind: simulationProgress.kind, itemId: simulationProgress.itemId })
      .from(simulationProgress)
      .where(and(eq(simulationProgress.userId, userId), eq(simulationProgress.jobId, jobId)))
      .orderBy(asc(simulationProgress.openedAt), asc(simulationProgress.itemId));
    const opened = emptyProgress();
    for (const row of rows) {
      const kind = row.kind as ProgressKind;
      // Content can be edited between releases: an item that no longer exists is not reported.
      if (ids[kind]?.has(row.itemId)) opened[kind].push(row.itemId);
    }
    return { job_id: jobId, opened };
  }

  return {
    requireRole(jobId) {
      itemIds(jobId);
    },
    get,
    async markOpened(userId, jobId, { kind, itemId }) {
      if (!itemIds(jobId)[kind].has(itemId)) {
        const title = deps.simulation.getSandbox(jobId).profile.title;
        throw badRequest(
          `There is no ${PROGRESS_KIND_NAMES[kind]} "${itemId}" in the ${title} simulation.`,
        );
      }
      await db
        .insert(simulationProgress)
        .values({ userId, jobId, kind, itemId })
        .onConflictDoNothing();
      return get(userId, jobId);
    },
  };
}
