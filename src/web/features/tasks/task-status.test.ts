import { describe, expect, it } from 'vitest';
import { describeTaskStatus } from './task-status.ts';

describe('describeTaskStatus', () => {
  it('says where the user stands on a task', () => {
    expect(describeTaskStatus('passed', 93)).toBe('Passed · 93');
    expect(describeTaskStatus('submitted', 41)).toBe('Best 41 · not passed yet');
    expect(describeTaskStatus('in_progress', null)).toBe('Draft saved');
    expect(describeTaskStatus('pending', null)).toBe('To do');
  });
});
