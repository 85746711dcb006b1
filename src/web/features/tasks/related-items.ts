import type { SandboxResponse } from '../../../shared/contracts/simulation.ts';

export interface RelatedItem {
  section: 'inbox' | 'meetings' | 'files';
  id: string;
  label: string;
}

/** Words that start sentences or name the week, not a firm, person or document. */
const COMMON = new Set(
  'The This That These Those Your You Our We What Which When Where Write Draft Prepare Use Using Give Make Set Send Reply Review Check Note Please Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Q1 Q2 Q3 Q4 FY UK US EU'.split(
    ' ',
  ),
);

/** Names in a text: capitalised words of four letters or more that are not common words. */
function namesIn(text: string): Set<string> {
  return new Set(
    (text.match(/\b[A-Z][A-Za-z&'-]{3,}\b/g) ?? []).filter((word) => !COMMON.has(word)),
  );
}

/**
 * The e-mails, meetings and files a task draws on: those whose subject, title or name shares a
 * name (a firm, a person, a deal) with the task's title, description and brief, or that the brief
 * names outright. At most five, strongest first.
 */
export function relatedItems(
  task: { title: string; description: string; brief?: string },
  week: Pick<SandboxResponse, 'emails' | 'meetings' | 'files'>,
): RelatedItem[] {
  const text = `${task.title} ${task.description} ${task.brief ?? ''}`;
  const names = namesIn(text);
  const score = (label: string, body = '') => {
    if (text.includes(label)) return 10;
    const theirs = namesIn(`${label} ${body}`);
    return [...theirs].filter((name) => names.has(name)).length;
  };
  const candidates: Array<RelatedItem & { score: number }> = [
    ...week.emails.map((e) => ({
      section: 'inbox' as const,
      id: e.id,
      label: e.subject,
      score: score(e.subject),
    })),
    ...week.meetings.map((m) => ({
      section: 'meetings' as const,
      id: m.id,
      label: m.title,
      score: score(m.title, m.agenda),
    })),
    ...week.files.map((f) => ({
      section: 'files' as const,
      id: f.id,
      label: f.name,
      score: score(f.name, f.description),
    })),
  ];
  return candidates
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map(({ score: _score, ...item }) => item);
}
