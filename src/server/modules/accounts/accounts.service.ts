import { eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  Profile,
  ProfileUpdate,
  QuizData,
  ResultsMerge,
  Shortlist,
} from '../../../shared/contracts/accounts.ts';
import { mergeQuizResults } from '../../../shared/domain/quiz-results.ts';
import type { Db } from '../../db/client.ts';
import { profile, session, simulationOpened, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

import type { AccountUser } from '../../plugins/auth.ts';

export type { AccountUser };

type ProfileRow = typeof profile.$inferSelect;

function toProfile(row: ProfileRow, account: AccountUser, opened: string[]): Profile {
  return {
    uid: account.id,
    email: account.email,
    displayName: row.displayName,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus as Profile['subscriptionStatus'],
    maxSimulations: row.maxSimulations,
    marketingOptIn: row.marketingOptIn,
    createdAt: (row.createdAt ?? account.createdAt).toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    quizAnswers: row.quizAnswers ?? null,
    matchedJobs: row.matchedJobs ?? null,
    lastQuizDate: row.lastQuizDate?.toISOString() ?? null,
    shortlistedJobs: row.shortlistedJobs,
    dismissedJobs: row.dismissedJobs,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAt: row.cancelAt?.toISOString() ?? null,
    openedSimulations: opened,
  };
}

export interface AccountsService {
  /** SPEC.md section 4: a user without a profile gets one with the defaults. */
  ensureProfile(account: AccountUser): Promise<Profile>;
  /** At sign-up: the profile with its defaults, written without reading anything back. */
  createProfile(account: AccountUser): Promise<void>;
  /** At each new session: the time of the login, on a profile made first if there is none. */
  recordLogin(userId: string): Promise<void>;
  updateProfile(account: AccountUser, update: ProfileUpdate): Promise<Profile>;
  clearQuizData(account: AccountUser): Promise<Profile>;
  saveQuizData(account: AccountUser, data: QuizData): Promise<Profile>;
  saveShortlist(account: AccountUser, shortlist: Shortlist): Promise<Profile>;
  /** At sign-up and sign-in: what the browser kept as a visitor joins the account (mergeQuizResults). */
  mergeResults(account: AccountUser, visitor: ResultsMerge): Promise<Profile>;
  /** PRODUCT.md D9: deletes sessions, profile and user for real. */
  deleteAccount(userId: string): Promise<void>;
  setDisabled(email: string, disabled: boolean): Promise<void>;
  listUsers(): Promise<Array<{ email: string; name: string; disabled: boolean; createdAt: Date }>>;
  isDisabled(userId: string): Promise<boolean>;
  endSessions(userId: string): Promise<void>;
}

export function createAccountsService(db: Db): AccountsService {
  async function openedBy(userId: string): Promise<string[]> {
    const rows = await db
      .select({ jobId: simulationOpened.jobId })
      .from(simulationOpened)
      .where(eq(simulationOpened.userId, userId))
      .orderBy(simulationOpened.openedAt);
    return rows.map((r) => r.jobId);
  }

  /** The opened roles in the order opened, read in the same statement as the profile. */
  const openedColumn = sql<string[]>`coalesce((
    select json_agg(opened.job_id order by opened.opened_at)
    from ${simulationOpened} as opened where opened.user_id = ${profile}.user_id
  ), '[]'::json)`;

  async function ensureProfile(account: AccountUser): Promise<Profile> {
    // Every signed-in request reads this: one round trip for the profile and its opened roles.
    const [existing] = await db
      .select({ ...getTableColumns(profile), opened: openedColumn })
      .from(profile)
      .where(eq(profile.userId, account.id));
    if (existing) {
      const { opened, ...row } = existing;
      return toProfile(row, account, opened);
    }
    const [created] = await db
      .insert(profile)
      .values({
        userId: account.id,
        displayName: account.name.trim(),
        createdAt: account.createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return toProfile(created, account, []);
    const [raced] = await db.select().from(profile).where(eq(profile.userId, account.id));
    if (!raced) throw notFound('No profile exists for this account.');
    return toProfile(raced, account, await openedBy(account.id));
  }

  return {
    ensureProfile,
    async createProfile(account) {
      await db
        .insert(profile)
        .values({
          userId: account.id,
          displayName: account.name.trim(),
          createdAt: account.createdAt,
        })
        .onConflictDoNothing();
    },
    async recordLogin(userId) {
      // Sign-up made the profile, so this is one statement; every sign-up and sign-in runs it.
      const touch = () =>
        db
          .update(profile)
          .set({ lastLogin: new Date() })
          .where(eq(profile.userId, userId))
          .returning({ userId: profile.userId });
      if ((await touch()).length > 0) return;
      const [owner] = await db.select().from(user).where(eq(user.id, userId));
      if (!owner) return;
      await ensureProfile(owner);
      await touch();
    },
    async updateProfile(account, update) {
      await ensureProfile(account);
      await db
        .update(profile)
        .set({
          ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
          ...(update.marketingOptIn !== undefined ? { marketingOptIn: update.marketingOptIn } : {}),
        })
        .where(eq(profile.userId, account.id));
      if (update.displayName !== undefined) {
        // Keep the identity record's name in step, as "update display name" does in SPEC.md.
        await db
          .update(user)
          .set({ name: update.displayName, updatedAt: new Date() })
          .where(eq(user.id, account.id));
      }
      return ensureProfile(account);
    },
    async clearQuizData(account) {
      await ensureProfile(account);
      await db
        .update(profile)
        .set({ quizAnswers: null, matchedJobs: null, lastQuizDate: null })
        .where(eq(profile.userId, account.id));
      return ensureProfile(account);
    },
    async saveQuizData(account, data) {
      await ensureProfile(account);
      await db
        .update(profile)
        .set({
          quizAnswers: data.quizAnswers,
          matchedJobs: data.matchedJobs,
          lastQuizDate: new Date(),
        })
        .where(eq(profile.userId, account.id));
      return ensureProfile(account);
    },
    async deleteAccount(userId) {
      // Sessions, accounts and the profile go with the user (foreign keys cascade).
      await db.delete(user).where(eq(user.id, userId));
    },
    async saveShortlist(account, shortlist) {
      await ensureProfile(account);
      await db
        .update(profile)
        .set({ shortlistedJobs: shortlist.shortlisted, dismissedJobs: shortlist.dismissed })
        .where(eq(profile.userId, account.id));
      return ensureProfile(account);
    },
    async mergeResults(account, visitor) {
      await ensureProfile(account);
      // One transaction with the row locked: two tabs signing in at once merge one after the other.
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(profile)
          .where(eq(profile.userId, account.id))
          .for('update');
        if (!row) throw notFound('No profile exists for this account.');
        const merged = mergeQuizResults(
          {
            quiz:
              row.lastQuizDate && row.matchedJobs
                ? {
                    quizAnswers: row.quizAnswers,
                    matchedJobs: row.matchedJobs,
                    completedAt: row.lastQuizDate,
                  }
                : null,
            shortlisted: row.shortlistedJobs,
            dismissed: row.dismissedJobs,
          },
          {
            quiz: visitor.quiz
              ? {
                  quizAnswers: visitor.quiz.quizAnswers as unknown,
                  matchedJobs: visitor.quiz.matchedJobs as unknown,
                  completedAt: new Date(visitor.quiz.completedAt),
                }
              : null,
            shortlisted: visitor.shortlisted,
            dismissed: visitor.dismissed,
          },
          new Date(),
        );
        await tx
          .update(profile)
          .set({
            quizAnswers: merged.quiz?.quizAnswers ?? null,
            matchedJobs: merged.quiz?.matchedJobs ?? null,
            lastQuizDate: merged.quiz?.completedAt ?? null,
            shortlistedJobs: merged.shortlisted,
            dismissedJobs: merged.dismissed,
          })
          .where(eq(profile.userId, account.id));
      });
      return ensureProfile(account);
    },
    async setDisabled(email, disabled) {
      const updated = await db
        .update(user)
        .set({ disabled, updatedAt: new Date() })
        .where(eq(user.email, email.toLowerCase()))
        .returning({ id: user.id });
      if (updated.length === 0) throw notFound(`No account uses the e-mail address ${email}.`);
    },
    async listUsers() {
      return db
        .select({
          email: user.email,
          name: user.name,
          disabled: user.disabled,
          createdAt: user.createdAt,
        })
        .from(user)
        .orderBy(user.createdAt);
    },
    async isDisabled(userId) {
      const [row] = await db
        .select({ disabled: user.disabled })
        .from(user)
        .where(eq(user.id, userId));
      return row?.disabled ?? false;
    },
    async endSessions(userId) {
      await db.delete(session).where(eq(session.userId, userId));
    },
  };
}
