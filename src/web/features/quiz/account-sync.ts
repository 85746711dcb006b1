import type { QueryClient } from '@tanstack/react-query';
import type { Profile, ResultsMerge, StoredMatch } from '../../../shared/contracts/accounts.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { mergeResults, saveQuizData } from './api/save-results.ts';
import {
  readQuizLocalState,
  storeQuizResults,
  storeShortlist,
  type QuizLocalState,
  type ShownMatch,
  type StoredResults,
} from './quiz-storage.ts';

/**
 * Quiz results between this browser and an account (issue 15, docs/decisions/013): a visitor's
 * results join the account at sign-up and sign-in, and an account's newer results come to this
 * browser, so every device shows the same matches.
 */

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A match as the profile keeps it (StoredMatchSchema): the reasons go too. */
export function toStoredMatches(matches: readonly ShownMatch[]): StoredMatch[] {
  return matches.slice(0, 12).map((m) => ({
    job_id: m.job.job_id,
    title: clip(m.job.title, 120),
    score: m.score,
    match: m.match,
    reasons: m.reasons.slice(0, 10).map((r) => clip(r, 300)),
    category: clip(m.category, 60),
    ...(m.levelFit ? { levelFit: clip(m.levelFit, 300) } : {}),
  }));
}

/** The profile's matches as the page shows them; the description comes from this device if known. */
function fromStoredMatches(value: unknown, known: readonly ShownMatch[]): ShownMatch[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ShownMatch[] => {
    const m = item as Partial<StoredMatch> | null;
    if (!m || typeof m.job_id !== 'string') return [];
    const percent = m.match ?? m.score;
    if (typeof percent !== 'number') return [];
    const here = known.find((k) => k.job.job_id === m.job_id);
    return [
      {
        job: {
          job_id: m.job_id,
          title: m.title ?? here?.job.title ?? m.job_id,
          description: here?.job.description ?? '',
        },
        score: m.score ?? percent,
        match: percent,
        reasons: Array.isArray(m.reasons) ? m.reasons : (here?.reasons ?? []),
        category: m.category ?? here?.category ?? '',
        ...(m.levelFit ? { levelFit: m.levelFit } : {}),
      },
    ];
  });
}

function answersOf(value: unknown): StoredResults['answers'] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is StoredResults['answers'][number] =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as { questionId?: unknown }).questionId === 'string' &&
      Array.isArray((a as { answers?: unknown }).answers),
  );
}

/** What this browser kept as a visitor. SPEC.md's fallback matches are not the person's: left out. */
export function visitorResults(state: QuizLocalState): ResultsMerge {
  const results = state.results;
  return {
    quiz:
      results && results.personalised && results.answers.length > 0
        ? {
            quizAnswers: results.answers.filter((a) => a.answers.length > 0).slice(0, 25),
            matchedJobs: toStoredMatches(results.matches),
            completedAt: results.completedAt ?? new Date().toISOString(),
          }
        : null,
    shortlisted: state.shortlisted.slice(0, 50),
    dismissed: state.dismissed.slice(0, 50),
  };
}

/**
 * Takes the account's quiz result when it is newer than this browser's (or this browser has only
 * the fallback), and, when asked, the account's shortlist: the account is the source of truth once
 * someone is signed in.
 */
export function adoptAccountResults(profile: Profile, options: { lists: boolean }): void {
  const state = readQuizLocalState();
  if (options.lists) {
    const same = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((x, i) => x === b[i]);
    if (
      !same(state.shortlisted, profile.shortlistedJobs) ||
      !same(state.dismissed, profile.dismissedJobs)
    )
      storeShortlist(profile.shortlistedJobs, profile.dismissedJobs);
  }
  const accountAt = profile.lastQuizDate ? Date.parse(profile.lastQuizDate) : Number.NaN;
  if (Number.isNaN(accountAt)) return;
  const local = state.results;
  const localAt =
    local?.personalised && local.completedAt ? Date.parse(local.completedAt) : -Infinity;
  if (accountAt <= localAt) return;
  const matches = fromStoredMatches(profile.matchedJobs, local?.matches ?? []);
  if (matches.length === 0) return;
  storeQuizResults({
    matches,
    answers: answersOf(profile.quizAnswers),
    personalised: true,
    completedAt: profile.lastQuizDate,
  });
}

/**
 * Right after signing in or up: sends what this browser kept as a visitor, and answers the merged
 * profile (null when there was nothing to send).
 */
export async function mergeVisitorResults(client: QueryClient): Promise<Profile | null> {
  const body = visitorResults(readQuizLocalState());
  if (!body.quiz && body.shortlisted.length === 0 && body.dismissed.length === 0) return null;
  const profile = await mergeResults(body);
  client.setQueryData(QUERY_KEYS.profile, profile);
  return profile;
}

/** A signed-in user's new results go to their profile with the reasons, for their other devices. */
export async function saveResultsToAccount(
  client: QueryClient,
  results: StoredResults,
): Promise<void> {
  const profile = await saveQuizData({
    quizAnswers: results.answers,
    matchedJobs: toStoredMatches(results.matches),
  });
  // The profile's time becomes this browser's, so the two are known to hold the same result.
  storeQuizResults({ ...results, completedAt: profile.lastQuizDate ?? results.completedAt });
  client.setQueryData(QUERY_KEYS.profile, profile);
}
