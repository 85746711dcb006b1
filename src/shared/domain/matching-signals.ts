import { CATEGORIES, DIFFICULTIES, type Category, type Difficulty } from './role-derivations.ts';

/** How a person works: temperament, then working style (pace, company, hours, risk). */
export const STYLE_TAGS = [
  // temperament
  'calm-under-pressure',
  'detail',
  'curiosity',
  'competitive',
  'sociable',
  'rules-minded',
  'creative',
  'decisive',
  'patient',
  'resilient',
  'leadership',
  // working style
  'fast-paced',
  'steady',
  'teamwork',
  'independent',
  'client-facing',
  'long-hours',
  'balanced-hours',
  'high-risk',
  'low-risk',
] as const;

/**
 * The vocabulary the matching engine speaks: every quiz option and every role is described by
 * weights on these signals. Interests (including the sector a person follows), skills,
 * temperament and working style; experience is separate (CAREER_STAGES).
 */
export const MATCH_TAGS = [
  // interests: what the work is about
  'markets',
  'deals',
  'valuation',
  'economics',
  'technology',
  'data',
  'regulation',
  'risk',
  'clients',
  'long-term-investing',
  'startups',
  'sustainability',
  'accounting',
  'research-writing',
  'negotiation',
  'operations',
  'insurance',
  'lending',
  /** advising individuals and families on their own money */
  'advice',
  /** following evidence to find out what happened: fraud, financial crime, failed firms */
  'investigation',
  /** writing for readers: news, articles, commentary */
  'journalism',
  // sectors a person follows, and roles specialise in
  'healthcare',
  'energy',
  'property',
  'public-sector',
  'consumer',
  // skills
  'modelling',
  'programming',
  'statistics',
  'presenting',
  ...STYLE_TAGS,
] as const;

export type MatchTag = (typeof MATCH_TAGS)[number];

/**
 * How far along a career a person is, from the work experience question. Each stage sits on the
 * same scale as a role's level (entry 0, mid 1, senior 2); 1 to 3 years is halfway to mid.
 */
export const CAREER_STAGES = ['starting', 'early', 'experienced', 'senior'] as const;
export type CareerStage = (typeof CAREER_STAGES)[number];
export const CAREER_STAGE_POSITION: Record<CareerStage, number> = {
  starting: 0,
  early: 0.5,
  experienced: 1,
  senior: 2,
};
export const ROLE_LEVEL_POSITION: Record<Difficulty, number> = { entry: 0, mid: 1, senior: 2 };

/** How a role's level sits against the person's experience; every match states it. */
export const LEVEL_FITS = [
  'at-your-level',
  'within-reach',
  'a-step-up',
  'a-big-step-up',
  'below-your-experience',
  'well-below-your-experience',
] as const;
export type LevelFit = (typeof LEVEL_FITS)[number];

export const QUIZ_CATEGORIES = [
  'interests',
  'skills',
  'personality',
  'experience',
  'motivation',
] as const;

export { CATEGORIES, DIFFICULTIES, type Category };
