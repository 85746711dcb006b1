import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/domain/role-derivations.ts';
import { testQuiz, testRoles, testRoleSignals } from '../../../../tests/support/test-app.ts';
import { createMatchingEngine, TOP_MATCHES } from './matching-engine.ts';
import { CAREER_PERSONAS, PERSONAS } from './personas.test-data.ts';

const roles = await testRoles();
const quiz = await testQuiz();
const roleSignals = await testRoleSignals();
const engine = createMatchingEngine(quiz, roles, roleSignals);
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
    for (const persona of [...PERSONAS, ...CAREER_PERSONAS])
      expect(Object.keys(persona.answers), persona.name).toHaveLength(20);
  });

  // Issue 15: no option spoke to these careers, so nobody could be matched to them on purpose.
  it.each(CAREER_PERSONAS.map((p) => [p.name, p] as const))(
    'reaches the careers that had no way in: %s',
    (_name, persona) => {
      const [best] = engine.match(toAnswers(persona.answers));
      expect(persona.expectTop1Role).toContain(best!.role.job_id);
    },
  );
});

describe('the matching engine', () => {
  const persona = PERSONAS[0]!;

  it('returns the top 12, best first, with scores from 0 to 99', () => {
    const matches = engine.match(toAnswers(persona.answers));
    expect(matches).toHaveLength(TOP_MATCHES);
    for (let i = 1; i < matches.length; i++)
      expect(matches[i - 1]!.score).toBeGreaterThanOrEqual(matches[i]!.score);
    for (const m of matches) expect(m.score).toBeGreaterThanOrEqual(0);
    for (const m of matches) expect(m.score).toBeLessThanOrEqual(99);
  });

  it('is deterministic', () => {
    const first = engine.match(toAnswers(persona.answers)).map((m) => [m.role.job_id, m.score]);
    const second = engine.match(toAnswers(persona.answers)).map((m) => [m.role.job_id, m.score]);
    expect(second).toEqual(first);
  });

  it('explains each match with two or three answers, each joined to what the role involves', () => {
    const matches = engine.match(toAnswers(persona.answers));
    for (const m of matches) {
      expect(m.reasons.length).toBeGreaterThanOrEqual(2);
      expect(m.reasons.length).toBeLessThanOrEqual(3);
      for (const reason of m.reasons) expect(reason.text).toMatch(/^You [a-z].+ — [a-z].+\.$/);
    }
    // The trading floor answer is decisive for a trading role, and said first.
    expect(matches[0]!.role.category).toBe('Sales & Trading');
    expect(matches[0]!.reasons[0]!.text).toMatch(/^You enjoy following markets as they move — /);
  });

  it('breaks ties in catalogue order', () => {
    const pair = [roles[1]!, roles[0]!];
    const tied = createMatchingEngine(quiz, pair, roleSignals);
    const once = tied.match([{ questionId: 'work_experience', answers: ['none_student'] }]);
    if (once[0]!.score === once[1]!.score) expect(once[0]!.role.job_id).toBe(roles[1]!.job_id);
    const reversed = createMatchingEngine(quiz, [roles[0]!, roles[1]!], roleSignals);
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

  it('states how each match sits against the person’s experience', () => {
    const student = engine.match(
      toAnswers({ ...persona.answers, work_experience: ['none_student'] }),
    );
    for (const m of student) {
      expect(m.levelFit?.roleLevel).toBe(m.role.difficulty);
      const expected = { entry: 'at-your-level', mid: 'a-step-up', senior: 'a-big-step-up' }[
        m.role.difficulty
      ];
      expect(m.levelFit?.fit).toBe(expected);
      expect(m.levelFit?.text).toMatch(/^(Entry-level|Mid-level|Senior) role: /);
    }
    const early = engine.match(
      toAnswers({ ...persona.answers, work_experience: ['one_to_three'] }),
    );
    for (const m of early.filter((x) => x.role.difficulty === 'mid'))
      expect(m.levelFit?.fit).toBe('within-reach');
    const veteran = engine.match(
      toAnswers({ ...persona.answers, work_experience: ['eight_plus'] }),
    );
    for (const m of veteran.filter((x) => x.role.difficulty === 'entry'))
      expect(m.levelFit?.fit).toBe('well-below-your-experience');
    // Without the experience question there is nothing to compare with.
    const unknown = engine.match(
      toAnswers({ financial_interests: ['markets_trading'], risk_tolerance: ['thrilled'] }),
    );
    for (const m of unknown) expect(m.levelFit).toBeUndefined();
  });

  it('lets the Excel answer move modelling roles up and others down', () => {
    const fits = (level: string) =>
      new Map(
        engine
          .rank(toAnswers({ ...PERSONAS[4]!.answers, skill_level_excel: [level] }))
          .map((r) => [r.role.job_id, r.fit]),
      );
    const novice = fits('hardly_used');
    const expert = fits('expert');
    const change = (strong: boolean) => {
      const ids = roles
        .map((r) => r.job_id)
        .filter((id) => (roleSignals.roles[id]!.signals.modelling ?? 0) >= 0.7 === strong);
      return ids.reduce((sum, id) => sum + expert.get(id)! - novice.get(id)!, 0) / ids.length;
    };
    expect(change(true)).toBeGreaterThan(0.15);
    expect(change(false)).toBeLessThan(0);
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
