import { describe, expect, it } from 'vitest';
import { nextTask, warmIntl } from './start-tasks.ts';

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

  it('warms the formats the pages use without changing how they read', () => {
    warmIntl();
    expect(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(9.99),
    ).toBe('£9.99');
  });
});
