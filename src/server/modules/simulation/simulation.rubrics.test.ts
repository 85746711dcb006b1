import { describe, expect, it } from 'vitest';
import {
  SimulationContentSchema,
  type SimulationContent,
} from '../../../shared/contracts/simulation.ts';
import { testSimulations } from '../../../../tests/support/test-app.ts';
import { checkRubrics } from './simulation.rubrics.ts';

const simulations = await testSimulations();
const graded = [...simulations.values()].flatMap((content) =>
  content.tasks
    .filter((t) => t.rubric && t.brief && t.modelAnswer)
    .map((task) => ({ jobId: content.job_id, task })),
);

function withTask(
  content: SimulationContent,
  change: (task: SimulationContent['tasks'][number]) => void,
): { content: SimulationContent; index: number } {
  const copy = structuredClone(content);
  const index = copy.tasks.findIndex((t) => t.rubric);
  change(copy.tasks[index]!);
  return { content: copy, index };
}

describe('markable rubrics', () => {
  const [first] = simulations.values();

  it('covers every graded task of every role', () => {
    expect(graded.length).toBeGreaterThan(600);
    for (const { jobId, task } of graded) {
      expect(
        task.rubric!.every((c) => c.kind && c.levels),
        `${jobId} ${task.id}`,
      ).toBe(true);
    }
  });

  it('refuses the old shape: a criterion and a weight with no kind or levels', () => {
    const { content } = withTask(first!, (task) => {
      task.rubric = task.rubric!.map((c) => ({
        criterion: c.criterion,
        weight: c.weight,
      })) as never;
    });
    expect(SimulationContentSchema.safeParse(content).success).toBe(false);
  });

  it('refuses more than 20 points on style or tone', () => {
    const { content, index } = withTask(first!, (task) => {
      task.rubric = [
        { ...task.rubric![0]!, weight: 35 },
        { ...task.rubric![1]!, weight: 35 },
        {
          id: 'tone',
          kind: 'judgement',
          style: true,
          criterion: 'Writes in a warm, professional tone',
          weight: 30,
          evidence: [['thank you']],
          levels: { full: 'Warm and clear.', partial: 'Stiff in places.', none: 'Curt or rude.' },
        },
      ];
    });
    const parsed = SimulationContentSchema.safeParse(content);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({
      path: ['tasks', index, 'rubric'],
      message: 'style and tone carry 30 points; at most 20 are allowed',
    });
  });

  it('refuses a figure, a call or an idea that the model answer does not contain', () => {
    const { content, index } = withTask(first!, (task) => {
      const levels = { full: 'All right here.', partial: 'Half right.', none: 'Not there.' };
      task.rubric = [
        {
          id: 'made-up-figure',
          kind: 'figure',
          criterion: 'A figure the model answer never states',
          weight: 40,
          levels,
          quantity: 'imaginary total',
          value: 987654.3,
          unit: '£m',
          tolerance: 0,
          cues: ['zebra crossing'],
        },
        {
          id: 'made-up-call',
          kind: 'decision',
          criterion: 'A call the model answer never makes',
          weight: 30,
          levels,
          expected: ['launch the rocket'],
          wrong: ['stay on the ground'],
        },
        {
          id: 'made-up-idea',
          kind: 'concept',
          criterion: 'An idea the model answer never mentions',
          weight: 30,
          levels,
          groups: [['quantum entanglement']],
        },
      ];
    });
    const at = `tasks.${index}(${content.tasks[index]!.id}).rubric`;
    expect(checkRubrics(content)).toEqual([
      `field "${at}.made-up-figure": the figure 987654.3 £m does not appear in the model answer`,
      `field "${at}.made-up-figure": none of its cues appears in the model answer`,
      `field "${at}.made-up-call": the model answer does not assert the expected call (launch the rocket)`,
      `field "${at}.made-up-idea": the model answer shows 0 of its 1 needed term groups (missing: quantum entanglement)`,
    ]);
  });
});
