import type { Progress } from '../../src/shared/contracts/progress.ts';
import type { SandboxResponse } from '../../src/shared/contracts/simulation.ts';
import { emptyProgress } from '../../src/shared/domain/progress.ts';

type Week = SandboxResponse;

const VOCABULARY = ['the', 'deal', 'team', 'needs', 'the', 'model', 'checked', 'before', 'noon'];
/** A sentence of `count` words, as long as the content schema asks for. */
export const wordsOf = (count: number) =>
  `${Array.from({ length: count }, (_, i) => VOCABULARY[i % VOCABULARY.length]).join(' ')}.`;

/** Monday 12 January 2026 plus `hours`, as the week's timestamps are. */
const at = (hours: number) => new Date(Date.UTC(2026, 0, 12, hours)).toISOString();

export function makeEmail(i: number, overrides: Partial<Week['emails'][number]> = {}) {
  return {
    id: `email-${i}`,
    from: { name: `Sender ${i}`, role: `Director, Firm ${i}` },
    subject: `Subject of e-mail ${i}`,
    body: `Body of e-mail ${i}: ${wordsOf(70)}`,
    priority: (['high', 'medium', 'low'] as const)[i % 3]!,
    read: false,
    timestamp: at(8 + i),
    ...overrides,
  };
}

export function makeMeeting(i: number, overrides: Partial<Week['meetings'][number]> = {}) {
  return {
    id: `meeting-${i}`,
    title: `Meeting number ${i}`,
    type: (['client', 'internal', 'other'] as const)[i % 3]!,
    time: at(9 + 24 * (i % 3) + i),
    location: `Room ${i}`,
    durationMinutes: 45,
    attendees: [`Attendee ${i} (Partner)`, 'You'],
    agenda: `Agenda of meeting ${i}: agree the plan.`,
    transcript: Array.from({ length: 8 }, (_, line) => ({
      speaker: line % 2 ? 'You' : `Speaker ${i}`,
      text: `Transcript line ${line} of meeting ${i}.`,
    })),
    ...overrides,
  };
}

export function makeFile(i: number) {
  return {
    id: `file-${i}`,
    name: `File_${i}.xlsx`,
    category: `Folder ${i}`,
    description: `Description of file ${i}, which holds the figures for the week.`,
    type: 'spreadsheet' as const,
    size: '420 KB',
    lastModified: at(7 + i),
    difficulty: 'intermediate' as const,
    estimatedTime: '2 hours',
    deliverables: [`Deliverable A of file ${i}`, `Deliverable B of file ${i}`],
  };
}

export function makeNews(i: number) {
  return {
    id: `news-${i}`,
    headline: `Headline of story number ${i}`,
    impact: (['high', 'medium', 'low'] as const)[i % 3]!,
    category: `Category ${i}`,
    summary: `Summary of story ${i}: ${wordsOf(10)}`,
    relevance: `Why story ${i} matters to this role.`,
    source: 'FinSim Markets Desk',
    timestamp: at(6 + i),
    simulated: true as const,
  };
}

export function makeTask(i: number) {
  return {
    id: `task-${i}`,
    title: `Task number ${i}`,
    status: (['completed', 'in_progress', 'pending'] as const)[i % 3]!,
    description: `Description of task ${i}, what it involves.`,
    due_date: at(10 + i),
    ...(i % 3 === 0 ? {} : { brief: `Brief of task ${i}: ${wordsOf(10)}` }),
  };
}

export function makeFundamental(term: string, relatedTerms: string[] = ['Something else']) {
  return {
    term,
    category: 'Deal analysis',
    definition: `Definition of ${term}: ${wordsOf(8)}`,
    importance: `Why ${term} matters: ${wordsOf(8)}`,
    examples: [`An example of ${term}.`],
    relatedTerms,
  };
}

export function makeCompany(i: number, approximate = false) {
  return {
    name: `Company ${i} plc`,
    description: `Company ${i} advises on deals across Europe from London.`,
    matchScore: 80 + i,
    specialistAreas: ['Mid-market M&A'],
    employees: approximate ? 'approx. 2,600' : '1,200',
    revenue: '£400m',
    headquarters: `City ${i}`,
    foundedYear: 1990 + i,
    sharePrice: 'LSE: C' + i,
    asOf: 'FY2025',
    approximate,
    source: `Company ${i} annual report FY2025`,
  };
}

/** A role's week as GET /api/sandbox/:jobId answers it (8 of each, 6 meetings). */
export function makeWeek(overrides: Partial<Week> = {}): Week {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return {
    job_id: 'm-and-a-analyst',
    weekOf: '2026-01-12T00:00:00.000Z',
    profile: {
      title: 'M&A Analyst',
      description: 'M&A analysts support bankers who advise on deals.',
      summary: 'M&A analysts support bankers who advise companies on buying and selling.',
      category: 'Investment Banking',
      difficulty: 'entry',
      salary_range: '£40k-£70k',
      coreSkills: ['Excel'],
      skills: ['Excel'],
      experienceLevels: ['Graduate entry'],
      interests: ['Deals'],
      personalityTraits: ['Precise'],
      responsibilities: range(5).map((i) => `Responsibility ${i}`),
      dailyTasks: range(5).map((i) => `Daily task ${i}`),
    },
    scenario: {
      you: `You are an analyst. ${wordsOf(10)}`,
      team: `Your team is four people. ${wordsOf(10)}`,
      firm: `Your firm is a boutique. ${wordsOf(10)}`,
      weekAhead: `This week brings bids. ${wordsOf(10)}`,
    },
    emails: range(8).map((i) => makeEmail(i, { read: i > 5 })),
    meetings: range(6).map((i) => makeMeeting(i)),
    files: range(8).map(makeFile),
    news: range(8).map(makeNews),
    tasks: range(8).map(makeTask),
    fundamentals: [
      makeFundamental('UK Takeover Code', ['Offer period', 'Put up or shut up']),
      makeFundamental('Put up or shut up (PUSU) deadline', ['Offer period']),
      ...range(6).map((i) => makeFundamental(`Term ${i}`)),
    ],
    companies: range(8).map((i) => makeCompany(i, i === 1)),
    ...overrides,
  };
}

export function makeProgress(opened: Partial<Progress['opened']> = {}, jobId = 'm-and-a-analyst') {
  return { job_id: jobId, opened: { ...emptyProgress(), ...opened } };
}
