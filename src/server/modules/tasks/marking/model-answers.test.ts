import { describe, expect, it } from 'vitest';
import { testSimulations } from '../../../../../tests/support/test-app.ts';
import { markWithRules } from './embedded-marker.ts';

const simulations = await testSimulations();
const graded = [...simulations.values()].flatMap((content) =>
  content.tasks
    .filter((t) => t.rubric && t.brief && t.modelAnswer)
    .map((task) => ({ jobId: content.job_id, task })),
);

describe('the embedded marker on every graded task of the content', () => {
  it('lets the embedded marker recognise every model answer (85 or more)', () => {
    const low = graded
      .map(({ jobId, task }) => ({
        id: `${jobId}/${task.id}`,
        score: markWithRules({
          task: {
            title: task.title,
            description: task.description,
            brief: task.brief!,
            modelAnswer: task.modelAnswer!,
            rubric: task.rubric!,
          },
          answer: task.modelAnswer!,
        }).score,
      }))
      .filter((r) => r.score < 85);
    expect(low).toEqual([]);
  });

  it('gives the brief pasted back as an answer a low score on every graded task', () => {
    const high = graded
      .map(({ jobId, task }) => ({
        id: `${jobId}/${task.id}`,
        score: markWithRules({
          task: {
            title: task.title,
            description: task.description,
            brief: task.brief!,
            modelAnswer: task.modelAnswer!,
            rubric: task.rubric!,
          },
          answer: task.brief!,
        }).score,
      }))
      .filter((r) => r.score >= 25);
    expect(high).toEqual([]);
  });
});
