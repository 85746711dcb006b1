import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/domain/role-derivations.ts';
import { testQuiz, testRoles } from '../../../../tests/support/test-app.ts';
import { createMatchingEngine, TOP_MATCHES } from './matching-engine.ts';
import { PERSONAS } from './personas.test-data.ts';

const roles = await testRoles();
const quiz = await testQuiz();
const engine = createMatchingEngine(quiz, roles);
const toAnswers = (answers: Record<string, string[]>) =>
  Object.entries(answers).map(([questionId, ids]) => ({ questionId, answers: ids }));

describe('matching personas a careers adviser would recognise', () => {
  it.each(PERSONAS.map((p) => [p.name, p] as const))('%s', (_name, persona) => {
    const matches = engine.match(toAnswers(persona.answers));
    const top3 = matches.slice(0, 3).map((m) => m.role.category);
    expect(top3[0]).toBe(persona.expectTop1);
    expect(top3.some((c) => persona.expectTop3.includes(c))).toBe(true);
  });

  it('makes every category the best match of at least one persona', () => {
    const tops = new Set(PERSONAS.map((p) => engine.match(toAnswers(p.answers))[0]!.role.category));
    expect([...tops].sort()).toEqual([...CATEGORIES].sort());
  });

  it('answers every persona fully: 20 questions each', () => {
    for (const persona of PERSONAS)
      expect(Object.keys(persona.answers), persona.name).toHaveLength(20);
  });
});

describe('the matching engine', () => {
  const persona = PERSONAS[0]!;

  it('returns the top 12, best first, with scores from 0 to 100', () => {
    const matches = engine.match(toAnswers(persona.answers));
    expect(matches).toHaveLength(TOP_MATCHES);
    for (let i = 1; i < matches.length; i++)
      expect(matches[i - 1]!.score).toBeGreaterThanOrEqual(matches[i]!.score);
    for (const m of matches) expect(m.score).toBeGreaterThanOrEqual(0);
    for (const m of matches) expect(m.score).toBeLessThanOrEqual(100);
  });

  it('is deterministic', () => {
    const first = engine.match(toAnswers(persona.answers)).map((m) => [m.role.job_id, m.score]);
    const second = engine.match(toAnswers(persona.answers)).map((m) => [m.role.job_id, m.score]);
    expect(second).toEqual(first);
  });

  it('explains each match with two or three of the answers, in words', () => {
    for (const m of engine.match(toAnswers(persona.answers))) {
      expect(m.reasons.length).toBeGreaterThanOrEqual(2);
      expect(m.reasons.length).toBeLessThanOrEqual(3);
      for (const reason of m.reasons) expect(reason).toMatch(/^You [a-z]/);
    }
    expect(engine.match(toAnswers(persona.answers))[0]!.reasons).toContain(
      'You would thrive on a busy trading floor',
    );
  });

  it('breaks ties in catalogue order', () => {
    const tied = createMatchingEngine(quiz, [roles[1]!, roles[0]!]);
    const once = tied.match([{ questionId: 'work_experience', answers: ['none_student'] }]);
    if (once[0]!.score === once[1]!.score) expect(once[0]!.role.job_id).toBe(roles[1]!.job_id);
    const reversed = createMatchingEngine(quiz, [roles[0]!, roles[1]!]);
    const again = reversed.match([{ questionId: 'work_experience', answers: ['none_student'] }]);
    if (again[0]!.score === again[1]!.score) expect(again[0]!.role.job_id).toBe(roles[0]!.job_id);
  });

  it('ranks roles at the person’s level above the same work at another level', () => {
    const student = engine.match(
      toAnswers({ ...persona.answers, work_experience: ['none_student'] }),
    );
    const veteran = engine.match(
      toAnswers({ ...persona.answers, work_experience: ['eight_plus'] }),
    );
    expect(student[0]!.role.difficulty).toBe('entry');
    expect(veteran.slice(0, 3).some((m) => m.role.difficulty === 'senior')).toBe(true);
  });

  it.each([
    [
      [{ questionId: 'favourite_colour', answers: ['blue'] }],
      'Unknown question "favourite_colour".',
    ],
    [
      [{ questionId: 'risk_tolerance', answers: ['yolo'] }],
      'Question "risk_tolerance" has no option "yolo".',
    ],
    [
      [
        { questionId: 'risk_tolerance', answers: ['thrilled'] },
        { questionId: 'risk_tolerance', answers: ['calculated'] },
      ],
      'Question "risk_tolerance" is answered more than once.',
    ],
    [
      [{ questionId: 'risk_tolerance', answers: ['thrilled', 'calculated'] }],
      'Question "risk_tolerance" takes one answer.',
    ],
    [
      [{ questionId: 'career_drivers', answers: ['pay', 'prestige', 'learning', 'impact'] }],
      'Question "career_drivers" takes at most 3 answers.',
    ],
    [
      [{ questionId: 'technical_tools', answers: ['excel', 'excel'] }],
      'Question "technical_tools" has the same answer twice.',
    ],
  ])('refuses %j with "%s"', (answers, message) => {
    expect(() => engine.match(answers)).toThrow(message);
  });
});
