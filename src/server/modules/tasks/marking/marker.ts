import type {
  RubricCriterion,
  SimulationContent,
} from '../../../../shared/contracts/simulation.ts';

/** What a marker needs: the task as the user saw it, its model answer and rubric, and the answer. */
export interface MarkingInput {
  task: {
    title: string;
    description: string;
    brief: string;
    modelAnswer: string;
    rubric: RubricCriterion[];
  };
  answer: string;
}

export type Level = 'full' | 'partial' | 'none';

export interface CriterionMark {
  id: string;
  criterion: string;
  kind: RubricCriterion['kind'];
  weight: number;
  level: Level;
  points: number;
  /** The sentence of the answer that earned the credit, quoted; null when nothing did. */
  evidence: string | null;
  /** What was missing or wrong, or why the credit is partial, for the user to act on. */
  note: string;
}

/** Why an answer was held down as a whole. */
export type MarkingFlag = 'empty' | 'brief-copied' | 'keyword-list' | 'wrong-decision';

export interface MarkingResult {
  /** 0-100. */
  score: number;
  criteria: CriterionMark[];
  flags: MarkingFlag[];
  /** Which engine marked, e.g. "embedded" or "openai:gpt-4o-mini". */
  engine: string;
  /** True when some criteria need reading and the engine's credit for them is only indicative. */
  indicative: boolean;
}

/** One interface for every marking engine (embedded, or a language model when one is configured). */
export interface Marker {
  readonly name: string;
  mark(input: MarkingInput): Promise<MarkingResult>;
}

export const LEVEL_SHARE: Record<Level, number> = { full: 1, partial: 0.5, none: 0 };

/**
 * A graded task of the content as a marker sees it; null for a task that is not marked (a finished
 * example, or one without a brief, model answer and rubric).
 */
export function markingTask(task: SimulationContent['tasks'][number]): MarkingInput['task'] | null {
  if (task.status === 'completed' || !task.brief || !task.modelAnswer || !task.rubric) return null;
  return {
    title: task.title,
    description: task.description,
    brief: task.brief,
    modelAnswer: task.modelAnswer,
    rubric: task.rubric,
  };
}
