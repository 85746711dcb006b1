import { readContentJson } from '../../content-json.ts';
import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import {
  QuizSchema,
  RoleSignalsFileSchema,
  type Quiz,
  type RoleSignalsFile,
} from '../../../shared/contracts/quiz.ts';
import type { MatchTag } from '../../../shared/domain/matching-signals.ts';
import {
  CAREER_DRIVERS_LIMIT,
  QUIZ_QUESTION_IDS,
  REQUIRED_OPTION_COUNTS,
} from '../../../shared/domain/quiz-definition.ts';
import { ContentError } from '../../errors.ts';
import { CITABLE_SIGNAL } from './matching-engine.ts';

/** Reads and checks content/quiz.json; a bad file stops the server naming the question and field. */
export async function loadQuiz(file: string): Promise<Quiz> {
  const json = await readContentJson(file, 'quiz.json');
  const parsed = QuizSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(`quiz.json: field "${issue?.path.join('.')}": ${issue?.message}`);
  }
  const quiz = parsed.data;
  const ids = quiz.questions.map((q) => q.id);
  if (ids.join() !== QUIZ_QUESTION_IDS.join()) {
    throw new ContentError(
      `quiz.json: questions must be, in order: ${QUIZ_QUESTION_IDS.join(', ')}`,
    );
  }
  for (const question of quiz.questions) {
    const optionIds = question.options.map((o) => o.id);
    if (new Set(optionIds).size !== optionIds.length) {
      throw new ContentError(
        `quiz.json: question "${question.id}": field "options": option ids repeat`,
      );
    }
    const required = REQUIRED_OPTION_COUNTS[question.id as keyof typeof REQUIRED_OPTION_COUNTS];
    if (required !== undefined && question.options.length !== required) {
      throw new ContentError(
        `quiz.json: question "${question.id}": field "options": needs ${required} options`,
      );
    }
  }
  const drivers = quiz.questions.find((q) => q.id === 'career_drivers');
  if (drivers?.type !== 'multi' || drivers.maxSelections !== CAREER_DRIVERS_LIMIT) {
    throw new ContentError(
      `quiz.json: question "career_drivers": field "maxSelections": must be a multi-choice question with at most ${CAREER_DRIVERS_LIMIT} answers`,
    );
  }
  return quiz;
}

/**
 * Reads and checks content/matching/role-signals.json against the catalogue: one entry per role,
 * and every quote a reason may show is the role's own words, so a reason is true of the role.
 */
export async function loadRoleSignals(
  file: string,
  roles: readonly JobProfile[],
): Promise<RoleSignalsFile> {
  const json = await readContentJson(file, 'role-signals.json');
  const parsed = RoleSignalsFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(
      `role-signals.json: field "${issue?.path.join('.')}": ${issue?.message}`,
    );
  }
  const signals = parsed.data;
  const known = new Set(roles.map((r) => r.job_id));
  for (const id of Object.keys(signals.roles)) {
    if (!known.has(id))
      throw new ContentError(`role-signals.json: "${id}" is not a role in the catalogue`);
  }
  for (const role of roles) {
    const entry = signals.roles[role.job_id];
    if (!entry) {
      throw new ContentError(
        `role-signals.json: no signals for "${role.job_id}" (run npx tsx scripts/build-role-signals.ts)`,
      );
    }
    for (const [tag, evidence] of Object.entries(entry.evidence)) {
      const source = role[evidence.from];
      // A list field holds the quote as one item; the description holds it as a sentence.
      if (!source.includes(evidence.quote)) {
        throw new ContentError(
          `role-signals.json: "${role.job_id}" evidence for "${tag}" is not in its ${evidence.from}: "${evidence.quote}"`,
        );
      }
      if ((entry.signals[tag as MatchTag] ?? 0) < CITABLE_SIGNAL) {
        throw new ContentError(
          `role-signals.json: "${role.job_id}" quotes evidence for "${tag}" but its signal is below ${CITABLE_SIGNAL}`,
        );
      }
    }
  }
  return signals;
}
