import type { SimulationContent } from '../../../shared/contracts/simulation.ts';
import { assertsCall, callText, hasTerm, normalise } from '../../../shared/domain/answer-text.ts';
import { compareFigure, expectedFigure, extractFigures } from '../../../shared/domain/figures.ts';

/** Figures that say something is calculated: money, rates, multiples, prices, basis points. */
const FINANCIAL = new Set(['£', '$', '€', 'money', 'rate', 'bp', 'x', 'p']);

/**
 * Checks that every graded task's rubric can be marked against its own model answer: each figure
 * appears in it, each expected decision is asserted in it, each concept group and each piece of
 * judgement evidence occurs in it; and that a model answer which calculates (states a financial
 * figure the brief does not give) has at least one figure criterion.
 */
export function checkRubrics(content: SimulationContent): string[] {
  const problems: string[] = [];
  content.tasks.forEach((task, index) => {
    if (!task.rubric || !task.modelAnswer) return;
    const where = `tasks.${index}(${task.id})`;
    const answer = task.modelAnswer;
    const text = normalise(answer);
    const figures = extractFigures(answer);
    for (const criterion of task.rubric) {
      const at = `${where}.rubric.${criterion.id}`;
      if (criterion.kind === 'figure') {
        const expected = expectedFigure(criterion.value, criterion.unit, 0);
        if (!figures.some((f) => compareFigure(f, expected) === 'match'))
          problems.push(
            `field "${at}": the figure ${criterion.value} ${criterion.unit} does not appear in the model answer`,
          );
        if (!criterion.cues.some((cue) => hasTerm(text, cue)))
          problems.push(`field "${at}": none of its cues appears in the model answer`);
      } else if (criterion.kind === 'decision') {
        const asserted = criterion.expected.some((term) => assertsCall(text, term));
        if (!asserted)
          problems.push(
            `field "${at}": the model answer does not assert the expected call (${criterion.expected.join(' / ')})`,
          );
        // Calls are read with their verbs in one form ("back" is "support"), so compare them so.
        const read = (term: string) => callText(normalise(term));
        const overlap = criterion.wrong.filter((w) =>
          criterion.expected.some((e) => read(e) === read(w)),
        );
        if (overlap.length > 0)
          problems.push(`field "${at}": "${overlap[0]}" is both expected and wrong`);
      } else {
        const groups = criterion.kind === 'concept' ? criterion.groups : criterion.evidence;
        const missing = groups.filter((group) => !group.some((term) => hasTerm(text, term)));
        const needed = criterion.kind === 'concept' ? (criterion.required ?? groups.length) : 1;
        if (groups.length - missing.length < needed)
          problems.push(
            `field "${at}": the model answer shows ${groups.length - missing.length} of its ${needed} needed term groups (missing: ${missing.map((g) => g[0]).join('; ')})`,
          );
      }
    }
    const given = extractFigures(`${task.brief ?? ''} ${task.description}`);
    const calculated = figures.filter(
      (f) =>
        FINANCIAL.has(f.dimension) &&
        !given.some((g) => g.dimension === f.dimension && Math.abs(g.value - f.value) < 1e-9),
    );
    if (calculated.length > 0 && !task.rubric.some((c) => c.kind === 'figure'))
      problems.push(
        `field "${where}.rubric": the model answer works out figures the brief does not give (${calculated
          .slice(0, 3)
          .map((f) => f.raw)
          .join(', ')}) but no criterion is a figure`,
      );
  });
  return problems;
}
