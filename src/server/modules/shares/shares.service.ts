import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JobSummary } from '../../../shared/contracts/catalogue.ts';
import type { QuizMatch, QuizMatchRequest } from '../../../shared/contracts/quiz.ts';
import type {
  ShareRequest,
  ShareResponse,
  SharedMatch,
  SharedResults,
} from '../../../shared/contracts/shares.ts';
import type { Db } from '../../db/client.ts';
import { quizShare } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountUser } from '../accounts/accounts.service.ts';

/**
 * Shares made an hour across every instance, whatever addresses they come from, so a flood cannot
 * fill the database: each share is a few kilobytes.
 */
export const SHARES_PER_HOUR = 2000;

type Snapshot = typeof quizShare.$inferSelect.matches;

export interface SharesService {
  share(request: ShareRequest, user: AccountUser | null): Promise<ShareResponse>;
  get(shareId: string): Promise<SharedResults>;
}

/** The sentence on how the role's level sits against the person's experience, when there is one. */
function levelFitOf(match: QuizMatch): string | undefined {
  const text = match.levelFit?.text;
  return text && text.trim() !== '' ? text : undefined;
}

export function createSharesService(deps: {
  db: Db;
  /** The quiz's matching, run again on the answers so a share holds only FinSim's own matches. */
  match(request: QuizMatchRequest, user: null): Promise<QuizMatch[]>;
  /** The catalogue as it is today: a shared page shows each role's current title and band. */
  jobs: readonly JobSummary[];
  limiter: RateLimiter;
  publicUrl: string;
}): SharesService {
  const byId = new Map(deps.jobs.map((job) => [job.job_id, job]));

  return {
    async share(request, user) {
      // Matching first: answers it refuses are a 400 and cost none of the hourly budget.
      const matches = await deps.match({ answers: request.answers }, null);
      if ((await deps.limiter.hit('shares:created', 3600)) > SHARES_PER_HOUR) {
        throw new AppError(
          429,
          'too-many-requests',
          'A great many results have been shared in the last hour. Please try again later.',
        );
      }
      const snapshot: Snapshot = matches.map((m) => {
        const levelFit = levelFitOf(m);
        return {
          job_id: m.job.job_id,
          score: m.score,
          reasons: m.reasons,
          ...(levelFit ? { levelFit } : {}),
        };
      });
      const id = randomBytes(16).toString('base64url');
      await deps.db.insert(quizShare).values({ id, userId: user?.id ?? null, matches: snapshot });
      return { id, url: `${deps.publicUrl}/results/${id}` };
    },

    async get(shareId) {
      const [row] = await deps.db.select().from(quizShare).where(eq(quizShare.id, shareId));
      if (!row) {
        throw notFound(
          'These shared results do not exist. The link may be mistyped, or the account that shared them was deleted.',
        );
      }
      // A role renamed or retired since is shown as it is now, or left out.
      const matches: SharedMatch[] = row.matches.flatMap((m) => {
        const job = byId.get(m.job_id);
        if (!job) return [];
        return [
          {
            job_id: job.job_id,
            title: job.title,
            summary: job.summary,
            category: job.category,
            difficulty: job.difficulty,
            salary_range: job.salary_range,
            score: m.score,
            reasons: m.reasons,
            ...(m.levelFit ? { levelFit: m.levelFit } : {}),
          },
        ];
      });
      return { id: row.id, sharedAt: row.createdAt.toISOString(), matches };
    },
  };
}
