import { CATEGORIES, type Category } from './role-derivations.ts';

/**
 * The vocabulary the matching engine speaks: every quiz option and every role is described by
 * weights on these signals. Interests, skills, temperament and working style; seniority is separate.
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
  // skills
  'modelling',
  'programming',
  'statistics',
  'presenting',
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

export type MatchTag = (typeof MATCH_TAGS)[number];

export const SENIORITY_LEVELS = ['entry', 'mid', 'senior'] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

export const QUIZ_CATEGORIES = [
  'interests',
  'skills',
  'personality',
  'experience',
  'motivation',
] as const;

export { CATEGORIES, type Category };
