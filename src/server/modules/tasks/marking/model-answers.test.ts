import { describe, expect, it } from 'vitest';
import { testSimulations } from '../../../../../tests/support/test-app.ts';
import { markWithRules } from './embedded-marker.ts';
import { markingTask } from './marker.ts';

const simulations = await testSimulations();
const graded = [...simulations.values()].flatMap((content) =>
  content.tasks.flatMap((t) => {
    const task = markingTask(t);
    return task ? [{ id: `${content.job_id}/${t.id}`, task }] : [];
  }),
);

/** Each graded task's score for the answer `pick` chooses, by task. */
const scores = (pick: (task: (typeof graded)[number]['task']) => string) =>
  graded.map(({ id, task }) => ({ id, score: markWithRules({ task, answer: pick(task) }).score }));

// Each sweep marks all 666 graded tasks: about 2 s on an idle machine, more on a busy CI runner.
describe('the embedded marker on every graded task of the content', { timeout: 60_000 }, () => {
  it('covers every graded task', () => {
    expect(graded.length).toBeGreaterThan(600);
  });

  it('recognises every model answer (85 or more)', () => {
    expect(scores((task) => task.modelAnswer).filter((r) => r.score < 85)).toEqual([]);
  });

  it('gives the brief pasted back as an answer a low score on every graded task', () => {
    expect(scores((task) => task.brief).filter((r) => r.score >= 25)).toEqual([]);
  });
});
