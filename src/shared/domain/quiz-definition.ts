/**
 * PRODUCT.md D7: the 20 questions are SPEC.md's 21 ids but leadership_experience, whose signal
 * lives in team_role's options. D8: option counts where SPEC.md gives them.
 */
export const QUIZ_QUESTION_IDS = [
  'financial_interests',
  'technical_tools',
  'social_preference',
  'communication_style',
  'problem_solving',
  'work_experience',
  'education_background',
  'skill_level_excel',
  'work_environment',
  'decision_making',
  'risk_tolerance',
  'team_role',
  'motivation_source',
  'work_life_balance',
  'learning_style',
  'relevant_experience',
  'industry_exposure',
  'project_scale',
  'career_drivers',
  'stress_response',
] as const;

export const REQUIRED_OPTION_COUNTS: Partial<Record<(typeof QUIZ_QUESTION_IDS)[number], number>> = {
  financial_interests: 8,
  technical_tools: 7,
  skill_level_excel: 5,
  career_drivers: 10,
};

/** SPEC.md: career drivers says "select up to 3"; PRODUCT.md D8 enforces it. */
export const CAREER_DRIVERS_LIMIT = 3;

export const TOP_MATCH_COUNT = 12;

/** SPEC.md section 8: when matching fails, the first 12 roles with 85, 80, 75, ... */
export function fallbackScores(count = TOP_MATCH_COUNT): number[] {
  return Array.from({ length: count }, (_, i) => 85 - 5 * i);
}
