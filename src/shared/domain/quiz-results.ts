/**
 * What happens to quiz results between a visitor's browser and an account, and how long the quiz
 * takes. Pure rules, shared by the server (which applies the merge) and the page (which says what
 * will happen).
 */

/** How long a question takes to read and answer, on average. */
export const QUIZ_SECONDS_PER_QUESTION = 12;

/**
 * The time the quiz takes, said before it starts (issue 15): 'About 4 minutes' for 20 questions;
 * part way through, what is left ('About 2 minutes left', 'Under a minute left').
 */
export function describeQuizTime(questionsLeft: number, started: boolean): string {
  const minutes = Math.round((questionsLeft * QUIZ_SECONDS_PER_QUESTION) / 60);
  if (minutes < 1) return started ? 'Under a minute left' : 'Under a minute';
  const amount = `About ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return started ? `${amount} left` : amount;
}

/** The most roles kept on a shortlist, or set aside, in an account. */
export const SHORTLIST_MAX = 50;

/** A quiz result as an account keeps it: the answers and the matches they gave, and when. */
export interface StoredQuizResult<Answers, Matches> {
  quizAnswers: Answers;
  matchedJobs: Matches;
  completedAt: Date;
}

export interface ResultsSide<Answers, Matches> {
  quiz: StoredQuizResult<Answers, Matches> | null;
  shortlisted: readonly string[];
  dismissed: readonly string[];
}

export interface MergedResults<Answers, Matches> {
  quiz: StoredQuizResult<Answers, Matches> | null;
  shortlisted: string[];
  dismissed: string[];
}

function union(first: readonly string[], second: readonly string[]): string[] {
  return [...new Set([...first, ...second])];
}

/**
 * The merge rule at sign-up and sign-in (docs/decisions/013-quiz-results-across-devices.md):
 * - the quiz result is one piece (answers with the matches they gave): the newer one is kept
 *   whole, the account's when they are equally new; a visitor's date in the future counts as now,
 *   so a wrong clock cannot pin a result in place;
 * - the shortlist is the union of both, the account's roles first;
 * - set-aside roles are the union of both, less any role on the merged shortlist (keeping a role
 *   is the stronger wish, and nothing is lost by showing it);
 * - each list keeps at most SHORTLIST_MAX roles.
 * At sign-up the account is empty, so the visitor's results become the account's as they are.
 */
export function mergeQuizResults<Answers, Matches>(
  account: ResultsSide<Answers, Matches>,
  visitor: ResultsSide<Answers, Matches>,
  now: Date,
): MergedResults<Answers, Matches> {
  let quiz = account.quiz;
  if (visitor.quiz) {
    const visitorAt = new Date(Math.min(visitor.quiz.completedAt.getTime(), now.getTime()));
    if (!account.quiz || visitorAt.getTime() > account.quiz.completedAt.getTime()) {
      quiz = { ...visitor.quiz, completedAt: visitorAt };
    }
  }
  const shortlisted = union(account.shortlisted, visitor.shortlisted).slice(0, SHORTLIST_MAX);
  const dismissed = union(account.dismissed, visitor.dismissed)
    .filter((id) => !shortlisted.includes(id))
    .slice(0, SHORTLIST_MAX);
  return { quiz, shortlisted, dismissed };
}
