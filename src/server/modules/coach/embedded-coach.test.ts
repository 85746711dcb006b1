import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS, WORKFLOWS } from '../../../shared/domain/coaching.ts';
import { testRoles, testSimulations } from '../../../../tests/support/test-app.ts';
import { loadCoachKnowledge } from './coach.content.ts';
import {
  answerQuestion,
  composeWorkflow,
  groundsFor as groundsForRole,
  type CoachGrounds,
} from './embedded-coach.ts';

const roles = await testRoles();
const simulations = await testSimulations();
const knowledge = await loadCoachKnowledge(path.resolve('content/coach'));

const groundsFor = (jobId: string): CoachGrounds =>
  groundsForRole(
    roles.find((r) => r.job_id === jobId)!,
    roles,
    simulations.get(jobId),
    knowledge,
  )!;

/** The role's own facts: its skills, tasks, firms, news and meetings. */
function ownFacts(jobId: string): string[] {
  const { role, simulation } = groundsFor(jobId);
  return [
    ...role.skills,
    ...role.dailyTasks,
    ...(simulation?.tasks.map((t) => t.title) ?? []),
    ...(simulation?.companies.map((c) => c.name) ?? []),
    ...(simulation?.news.map((n) => n.headline) ?? []),
    ...(simulation?.meetings.map((m) => m.title) ?? []),
  ];
}

const ROLES = ['investment-banking-analyst', 'equity-research-analyst', 'market-risk-analyst'];

describe('embedded coach', () => {
  it.each(ROLES)('grounds every workflow and question for %s in that role', (jobId) => {
    const facts = ownFacts(jobId);
    const grounds = groundsFor(jobId);
    const answers = [
      ...WORKFLOWS.map((w) => composeWorkflow(w.id, grounds)),
      ...QUICK_QUESTIONS.map((q) => answerQuestion(q, grounds)),
    ];
    for (const answer of answers) {
      expect(
        facts.some((fact) => answer.includes(fact)),
        answer.slice(0, 120),
      ).toBe(true);
      expect(answer).toMatch(/^## |\n## |\n- /m);
    }
  });

  it('answers the same workflow differently for roles of different categories', () => {
    for (const workflow of WORKFLOWS) {
      const texts = ROLES.map((jobId) => composeWorkflow(workflow.id, groundsFor(jobId)));
      expect(new Set(texts).size, workflow.id).toBe(ROLES.length);
    }
  });

  it('gives the same answer to the same question', () => {
    const grounds = groundsFor(ROLES[0]!);
    expect(composeWorkflow('interview-prep', grounds)).toBe(
      composeWorkflow('interview-prep', grounds),
    );
  });

  it('maps a free-form question onto what it can answer, and says so when it cannot', () => {
    const grounds = groundsFor(ROLES[1]!);
    expect(answerQuestion('How do I get promoted to associate?', grounds)).toBe(
      answerQuestion('How do I advance?', grounds),
    );
    const unknown = answerQuestion('What is the capital of Peru?', grounds);
    expect(unknown).toContain('does not cover this question');
    expect(unknown).toContain('Interview Prep');
  });
});
