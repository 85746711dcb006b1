import { ResumeAnalysisSchema, type ResumeAnalysis } from '../../src/shared/contracts/resume.ts';

/** A CV screening as POST /api/cv-screening/analyze answers it (checked against the contract). */
export function makeAnalysis(overrides: Partial<ResumeAnalysis> = {}): ResumeAnalysis {
  return ResumeAnalysisSchema.parse({
    fitScore: 72,
    overallSuitability: {
      score: 72,
      level: 'Good Match',
      summary: 'Your CV shows most of what a credit analyst does day to day.',
    },
    summary: 'Your CV shows most of what a credit analyst does day to day.',
    strengths: [
      {
        area: 'Financial statement analysis',
        description: 'You analysed the accounts of real borrowers.',
        evidence: 'Spread annual accounts for 40 SME borrowers',
      },
    ],
    gaps: [
      {
        area: 'Covenant analysis',
        description: 'Covenants are not mentioned anywhere.',
        severity: 'High',
        recommendation: 'Describe a covenant you tested and what it showed.',
      },
    ],
    recommendations: [
      {
        category: 'Show your evidence',
        items: ['Quantify the loans you reviewed', 'Name the models you built'],
      },
    ],
    careerAdvice: 'Apply for graduate credit schemes at UK lenders this autumn.',
    matchedSkills: [
      {
        skill: 'Financial statement analysis',
        importance: 'must-have',
        evidence: 'Spread annual accounts for 40 SME borrowers',
        shown: 'in-work',
      },
      {
        skill: 'Microsoft Excel',
        importance: 'nice-to-have',
        evidence: 'Skills: Excel, PowerPoint',
        shown: 'listed',
      },
    ],
    missingSkills: [
      { skill: 'Industry research', importance: 'nice-to-have', evidence: null, shown: 'missing' },
      { skill: 'Covenant analysis', importance: 'must-have', evidence: null, shown: 'missing' },
    ],
    breakdown: [
      { part: 'Must-have skills', points: 40, max: 60, note: '2 of 3 shown in your work' },
      { part: 'Nice-to-have skills', points: 12.5, max: 25, note: '1 of 2 listed' },
    ],
    engine: 'embedded',
    analysedAt: '2026-11-20T12:00:00.000Z',
    previous: null,
    ...overrides,
  });
}
