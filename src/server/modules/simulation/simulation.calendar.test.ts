import { describe, expect, it } from 'vitest';
import type { SandboxResponse } from '../../../shared/contracts/simulation.ts';
import { testRoles, testSimulations } from '../../../../tests/support/test-app.ts';
import {
  checkCalendar,
  checkDatePairs,
  checkServedWeek,
  wrongWeekdays,
} from './simulation.calendar.ts';
import { createSimulationService } from './simulation.service.ts';

const simulations = await testSimulations();
const service = createSimulationService({ roles: await testRoles(), simulations });
const [jobId, content] = [...simulations][0]!;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What the server used to do: move every timestamp by whole weeks, leaving the text as it was. */
function rebased(served: SandboxResponse, weeks: number): SandboxResponse {
  const move = (iso: string) => new Date(Date.parse(iso) + weeks * WEEK_MS).toISOString();
  return {
    ...served,
    weekOf: move(served.weekOf),
    emails: served.emails.map((e) => ({ ...e, timestamp: move(e.timestamp) })),
    meetings: served.meetings.map((m) => ({ ...m, time: move(m.time) })),
    files: served.files.map((f) => ({ ...f, lastModified: move(f.lastModified) })),
    news: served.news.map((n) => ({ ...n, timestamp: move(n.timestamp) })),
    tasks: served.tasks.map((t) => ({ ...t, due_date: move(t.due_date) })),
  };
}

describe('weekday-and-date pairs in text', () => {
  it('accepts the true pairs of every form the content uses', () => {
    for (const text of [
      'closes at 17:00 on Friday 16 January',
      'Fri 16 Jan, then Sat. 17 Jan.',
      'Friday, 16 January 2026',
      'Friday 16th January and Friday the 16th of January',
      '16 January (Friday)',
      'Close of business 12 January, Monday.',
      'Friday 16/01 and Friday 16/01/2026',
      'Friday, January 16',
      'pricing on Wednesday 14 January: Thursday 15, Friday 16, Monday 19, Tuesday 20)',
      'around Friday 16 or Monday 19 January',
      'next Tuesday, the 20th, and Wednesday the 14th',
      'Friday 12 December and Tuesday 3 February',
      'Trip Tuesday 3 and Wednesday 4 February',
      'Good Friday, 3 April, and Wednesday 1 July 2026',
    ]) {
      expect(wrongWeekdays(text), text).toEqual([]);
    }
  });

  it('finds a wrong weekday in every form', () => {
    const said = (text: string) => wrongWeekdays(text).map((w) => `${w.says} ${w.date} ${w.is}`);
    expect(said('closes at 17:00 on Thursday 16 January')).toEqual([
      'Thursday 16 January 2026 Friday',
    ]);
    expect(said('Fri 17 Jan')).toEqual(['Friday 17 January 2026 Saturday']);
    expect(said('Friday, 15 January')).toEqual(['Friday 15 January 2026 Thursday']);
    expect(said('Friday 15th January')).toEqual(['Friday 15 January 2026 Thursday']);
    expect(said('15 January (Friday)')).toEqual(['Friday 15 January 2026 Thursday']);
    expect(said('Close of business 13 January, Monday.')).toEqual([
      'Monday 13 January 2026 Tuesday',
    ]);
    expect(said('Friday 15/01')).toEqual(['Friday 15 January 2026 Thursday']);
    expect(said('Friday, January 15')).toEqual(['Friday 15 January 2026 Thursday']);
    expect(said('Thursday 15, Friday 17, Monday 19')).toEqual(['Friday 17 January 2026 Saturday']);
    expect(said('Friday 17 or Monday 19 January')).toEqual(['Friday 17 January 2026 Saturday']);
    expect(said('Tuesday 4 and Wednesday 4 February')).toEqual([
      'Tuesday 4 February 2026 Wednesday',
    ]);
    expect(said('next Tuesday, the 21st')).toEqual(['Tuesday 21 January 2026 Wednesday']);
  });

  it('takes a date in the year nearest the simulated week, or in the year it gives', () => {
    const said = (text: string) => wrongWeekdays(text).map((w) => `${w.says} ${w.date} ${w.is}`);
    // 12 December 2025 is a Friday; 12 December 2026 is a Saturday.
    expect(said('Friday 12 December')).toEqual([]);
    expect(said('Friday 12 December 2026')).toEqual(['Friday 12 December 2026 Saturday']);
    // 3 February 2026 is a Tuesday; 3 February 2025 was a Monday.
    expect(said('Monday 3 February')).toEqual(['Monday 3 February 2026 Tuesday']);
    expect(said('Monday 3 February 2025')).toEqual([]);
    // July is just nearer in 2026, September just nearer in 2025.
    expect(said('Wednesday 1 July')).toEqual([]);
    expect(said('Tuesday 30 September')).toEqual([]);
  });

  it('leaves alone numbers that only follow a weekday', () => {
    for (const text of [
      'Thursday 14:00 and Friday 9.30',
      'Friday 16 trades broke',
      'on Thursday. 1,240 loans are unmatched',
      'Friday\n1. 17:00 configuration freeze',
      'Tuesday 12bp wider',
    ]) {
      expect(wrongWeekdays(text), text).toEqual([]);
    }
  });

  it('reports the role, section, item, field and the real weekday', () => {
    const broken = structuredClone(content);
    broken.emails[2]!.body = `${broken.emails[2]!.body} The call is on Thursday 16 January.`;
    broken.meetings[1]!.transcript[3]!.text = 'Fine, the board meets on 19 January (Tuesday).';
    broken.companies[0]!.description = `${broken.companies[0]!.description} Results on Thu 13 Feb 2026.`;
    broken.scenario.weekAhead = `${broken.scenario.weekAhead} Papers go out on Saturday 16 January.`;
    const modelAnswer = broken.tasks.findIndex((t) => t.modelAnswer);
    broken.tasks[modelAnswer]!.modelAnswer =
      `${broken.tasks[modelAnswer]!.modelAnswer} Settles Monday 20 January.`;
    expect(checkDatePairs(broken)).toEqual([
      `${jobId} scenario.weekAhead: "Saturday 16 January" says Saturday but 16 January 2026 is a Friday`,
      `${jobId} emails[${broken.emails[2]!.id}].body: "Thursday 16 January" says Thursday but 16 January 2026 is a Friday`,
      `${jobId} meetings[${broken.meetings[1]!.id}].transcript[3].text: "19 January (Tuesday)" says Tuesday but 19 January 2026 is a Monday`,
      `${jobId} tasks[${broken.tasks[modelAnswer]!.id}].modelAnswer: "Monday 20 January" says Monday but 20 January 2026 is a Tuesday`,
      `${jobId} companies[0].description: "Thu 13 Feb 2026" says Thursday but 13 February 2026 is a Friday`,
    ]);
  });
});

describe('the served week', () => {
  it('holds every timestamp of a role as the service serves it', () => {
    const served = service.getSandbox(jobId);
    expect(served.weekOf).toBe('2026-01-12T00:00:00.000Z');
    expect(checkServedWeek(served)).toEqual([]);
  });

  it('fails when the service moves timestamps to another week and leaves the text', () => {
    const moved = rebased(service.getSandbox(jobId), 45);
    const problems = checkServedWeek(moved);
    expect(problems[0]).toBe(
      `${jobId} weekOf: "${moved.weekOf}" is not 2026-01-12T00:00:00.000Z, the Monday of the simulated week`,
    );
    expect(problems).toContain(
      `${jobId} emails[${moved.emails[0]!.id}].timestamp: "${moved.emails[0]!.timestamp}" is outside the simulated week (Monday 12 to Sunday 18 January 2026)`,
    );
    for (const field of ['.time', '.lastModified', '.timestamp', '.due_date']) {
      expect(problems.some((p) => p.includes(field))).toBe(true);
    }
    // Every one of the 38 timestamps, and the week itself.
    expect(problems).toHaveLength(1 + 8 + 6 + 8 + 8 + 8);
    // A service that moves dates fails the content check, which calls the service.
    const rebasing = { getSandbox: (id: string) => rebased(service.getSandbox(id), 1) };
    expect(checkCalendar(new Map([[jobId, content]]), rebasing)).not.toEqual([]);
  });

  it('wants meetings listed in time order', () => {
    const served = service.getSandbox(jobId);
    const [a, b] = [served.meetings[2]!, served.meetings[3]!];
    const swapped = { ...served, meetings: served.meetings.with(2, b).with(3, a) };
    expect(checkServedWeek(swapped)).toEqual([
      `${jobId} meetings[${a.id}].time: "${a.time}" is listed after meetings[${b.id}] at "${b.time}"; list meetings in time order`,
    ]);
  });
});
