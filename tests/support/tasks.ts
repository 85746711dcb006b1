import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SimulationContent } from '../../src/shared/contracts/simulation.ts';

/**
 * A role's simulation with only the given tasks left to answer (the others count as finished
 * examples), so a test can complete a role, and earn its certificate, in a few submissions.
 */
export async function simulationsWithTasks(
  jobId: string,
  taskIds: string[],
): Promise<Map<string, SimulationContent>> {
  const file = path.resolve('content/simulations', `${jobId}.json`);
  const content = JSON.parse(await readFile(file, 'utf8')) as SimulationContent;
  content.tasks = content.tasks.map((task) => {
    if (taskIds.includes(task.id)) return task;
    const { brief: _b, modelAnswer: _m, rubric: _r, ...rest } = task;
    return { ...rest, status: 'completed' as const };
  });
  return new Map([[jobId, content]]);
}
