import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { SimulationContent } from '../../../shared/contracts/simulation.ts';
import {
  PASS_MARK,
  type Certificate,
  type Marking,
  type Submission,
  type TaskList,
  type TaskProgressList,
  type TaskProgressStatus,
  type TaskWork,
} from '../../../shared/contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import { certificate, taskAttempt, taskDraft } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { markingTask, type Marker } from './marking/marker.ts';

/** Submissions one user may make in an hour: far more than a person writes, fewer than a script. */
export const SUBMISSIONS_PER_HOUR = 60;

type GradedTask = SimulationContent['tasks'][number] & {
  brief: string;
  modelAnswer: string;
  rubric: NonNullable<SimulationContent['tasks'][number]['rubric']>;
};

export interface TaskUser {
  id: string;
  name: string;
}

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 120 random bits as 24 unambiguous characters in groups of four: never derived from user data. */
export function newCertificateCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

export function statusOf(draft: boolean, best: number | null): TaskProgressStatus {
  if (best !== null && best >= PASS_MARK) return 'passed';
  if (best !== null) return 'submitted';
  return draft ? 'in_progress' : 'pending';
}

export function createTasksService(deps: {
  db: Db;
  roles: readonly JobProfile[];
  simulations: ReadonlyMap<string, SimulationContent>;
  marker: Marker;
  limiter: RateLimiter;
}) {
  const { db } = deps;
  const titles = new Map(deps.roles.map((r) => [r.job_id, r.title]));

  function gradedTasks(jobId: string): GradedTask[] {
    const content = deps.simulations.get(jobId);
    if (!content) throw notFound(`No simulation exists for "${jobId}".`);
    return content.tasks.filter(
      (t): t is GradedTask =>
        t.status !== 'completed' && !!t.rubric && !!t.modelAnswer && !!t.brief,
    );
  }

  function gradedTask(jobId: string, taskId: string): GradedTask {
    const task = gradedTasks(jobId).find((t) => t.id === taskId);
    if (!task) throw notFound(`The role has no task "${taskId}" to answer.`);
    return task;
  }

  async function attemptsOf(userId: string, jobId: string) {
    return db
      .select()
      .from(taskAttempt)
      .where(and(eq(taskAttempt.userId, userId), eq(taskAttempt.jobId, jobId)))
      .orderBy(asc(taskAttempt.submittedAt), asc(taskAttempt.id));
  }

  async function draftsOf(userId: string, jobId: string) {
    return db
      .select()
      .from(taskDraft)
      .where(and(eq(taskDraft.userId, userId), eq(taskDraft.jobId, jobId)));
  }

  async function certificateOf(userId: string, jobId: string) {
    const [row] = await db
      .select()
      .from(certificate)
      .where(and(eq(certificate.userId, userId), eq(certificate.jobId, jobId)));
    return row ?? null;
  }

  function bestScores(tasks: GradedTask[], attempts: Array<{ taskId: string; score: number }>) {
    const best = new Map<string, number>();
    for (const a of attempts) best.set(a.taskId, Math.max(best.get(a.taskId) ?? -1, a.score));
    return tasks.map((t) => best.get(t.id) ?? null);
  }

  async function list(user: TaskUser, jobId: string): Promise<TaskList> {
    const tasks = gradedTasks(jobId);
    const [attempts, drafts, cert] = await Promise.all([
      attemptsOf(user.id, jobId),
      draftsOf(user.id, jobId),
      certificateOf(user.id, jobId),
    ]);
    const best = bestScores(tasks, attempts);
    const summaries = tasks.map((task, i) => ({
      taskId: task.id,
      status: statusOf(
        drafts.some((d) => d.taskId === task.id && d.answer.trim() !== ''),
        best[i] ?? null,
      ),
      bestScore: best[i] ?? null,
      attempts: attempts.filter((a) => a.taskId === task.id).length,
    }));
    return {
      job_id: jobId,
      tasks: summaries,
      graded: tasks.length,
      passed: summaries.filter((s) => s.status === 'passed').length,
      certificate: cert ? { code: cert.code, issuedAt: cert.issuedAt.toISOString() } : null,
    };
  }

  /** Issues the role's certificate once every graded task has passed; idempotent. */
  async function issueIfComplete(user: TaskUser, jobId: string) {
    const tasks = gradedTasks(jobId);
    const best = bestScores(tasks, await attemptsOf(user.id, jobId));
    if (best.some((score) => score === null || score < PASS_MARK)) return null;
    const scores = best as number[];
    await db
      .insert(certificate)
      .values({
        code: newCertificateCode(),
        userId: user.id,
        jobId,
        name: user.name,
        roleTitle: titles.get(jobId) ?? jobId,
        tasksPassed: tasks.length,
        averageScore: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
      })
      .onConflictDoNothing();
    return certificateOf(user.id, jobId);
  }

  return {
    list,

    /** Tasks passed per started role, in one read of the user's attempts and certificates. */
    async progress(userId: string, jobIds: readonly string[]): Promise<TaskProgressList> {
      const [attempts, certificates] = await Promise.all([
        db
          .select({
            jobId: taskAttempt.jobId,
            taskId: taskAttempt.taskId,
            score: taskAttempt.score,
          })
          .from(taskAttempt)
          .where(eq(taskAttempt.userId, userId)),
        db
          .select({ jobId: certificate.jobId, code: certificate.code })
          .from(certificate)
          .where(eq(certificate.userId, userId)),
      ]);
      return {
        roles: jobIds
          .filter((jobId) => deps.simulations.has(jobId))
          .map((jobId) => {
            const tasks = gradedTasks(jobId);
            const best = bestScores(
              tasks,
              attempts.filter((a) => a.jobId === jobId),
            );
            return {
              job_id: jobId,
              passed: best.filter((score) => score !== null && score >= PASS_MARK).length,
              graded: tasks.length,
              certificate: certificates.find((c) => c.jobId === jobId)?.code ?? null,
            };
          }),
      };
    },

    async work(user: TaskUser, jobId: string, taskId: string): Promise<TaskWork> {
      const task = gradedTask(jobId, taskId);
      const attempts = (await attemptsOf(user.id, jobId)).filter((a) => a.taskId === taskId);
      const [draft] = (await draftsOf(user.id, jobId)).filter((d) => d.taskId === taskId);
      const best = attempts.reduce<(typeof attempts)[number] | null>(
        (top, a) => (top === null || a.score > top.score ? a : top),
        null,
      );
      return {
        taskId,
        status: statusOf(!!draft && draft.answer.trim() !== '', best?.score ?? null),
        draft: draft ? { answer: draft.answer, savedAt: draft.updatedAt.toISOString() } : null,
        attempts: attempts.map((a) => ({
          id: a.id,
          score: a.score,
          engine: a.engine,
          submittedAt: a.submittedAt.toISOString(),
        })),
        best: best
          ? {
              ...(best.marking as Marking),
              answer: best.answer,
              submittedAt: best.submittedAt.toISOString(),
            }
          : null,
        // The model answer is feedback on the user's own attempt, never a way to skip it.
        modelAnswer: attempts.length > 0 ? task.modelAnswer : null,
      };
    },

    async saveDraft(user: TaskUser, jobId: string, taskId: string, answer: string) {
      gradedTask(jobId, taskId);
      const now = new Date();
      await db
        .insert(taskDraft)
        .values({ userId: user.id, jobId, taskId, answer, updatedAt: now })
        .onConflictDoUpdate({
          target: [taskDraft.userId, taskDraft.jobId, taskDraft.taskId],
          set: { answer, updatedAt: now },
        });
      return { savedAt: now.toISOString() };
    },

    async submit(
      user: TaskUser,
      jobId: string,
      taskId: string,
      answer: string,
    ): Promise<Submission> {
      const task = gradedTask(jobId, taskId);
      await deps.limiter.consume([
        {
          key: `user:${user.id}:task-submit`,
          rule: { limit: SUBMISSIONS_PER_HOUR, windowSeconds: 60 * 60 },
        },
      ]);
      const marking = await deps.marker.mark({ task: markingTask(task)!, answer });
      await db.insert(taskAttempt).values({
        userId: user.id,
        jobId,
        taskId,
        answer,
        score: marking.score,
        engine: marking.engine,
        marking,
      });
      // The submitted text is kept as the draft too, so the page reopens on what was sent.
      await db
        .insert(taskDraft)
        .values({ userId: user.id, jobId, taskId, answer, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [taskDraft.userId, taskDraft.jobId, taskDraft.taskId],
          set: { answer, updatedAt: new Date() },
        });
      const attempts = (await attemptsOf(user.id, jobId)).filter((a) => a.taskId === taskId);
      const bestScore = Math.max(...attempts.map((a) => a.score));
      const cert = await issueIfComplete(user, jobId);
      return {
        marking,
        status: statusOf(true, bestScore),
        bestScore,
        modelAnswer: task.modelAnswer,
        certificate: cert ? { code: cert.code, issuedAt: cert.issuedAt.toISOString() } : null,
      };
    },

    /** The owner's certificate, in full; another user's or an unknown code is a 404. */
    async certificateForOwner(userId: string, code: string): Promise<Certificate> {
      const [row] = await db.select().from(certificate).where(eq(certificate.code, code));
      if (!row || row.userId !== userId) throw notFound('No certificate of yours has this code.');
      return {
        code: row.code,
        name: row.name,
        roleTitle: row.roleTitle,
        jobId: row.jobId,
        issuedAt: row.issuedAt.toISOString(),
        tasksPassed: row.tasksPassed,
        averageScore: row.averageScore,
      };
    },

    async verify(code: string) {
      const [row] = await db
        .select({ name: certificate.name, roleTitle: certificate.roleTitle })
        .from(certificate)
        .where(eq(certificate.code, code.trim().toUpperCase()));
      return row ? { valid: true, name: row.name, roleTitle: row.roleTitle } : { valid: false };
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
