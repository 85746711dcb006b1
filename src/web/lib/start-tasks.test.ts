import { describe, expect, it } from 'vitest';
import { nextTask } from './start-tasks.ts';

describe('starting the app in short tasks', () => {
  it('nextTask resolves only after the tasks already queued have run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await next;
    expect(order).toEqual(['queued task', 'next task']);
  });
});
