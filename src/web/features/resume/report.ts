import { formatShortDate } from '../../../shared/domain/formats.ts';
import { defaultLevel, RESUME_MESSAGES } from '../../../shared/domain/resume.ts';
import type { ScreeningReport } from './api/analyze-resume.ts';

/** '12 Jan 2026'; nothing for a date that cannot be read. */
export function formatScreeningDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatShortDate(date);
}

/** The score out of 100 the report shows: the overall suitability's, else the fit score. */
export function reportScore(report: ScreeningReport): number {
  const score = report.overallSuitability?.score ?? report.fitScore ?? 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** SPEC.md section 2: the analysis's level, else the default for the score. */
export function reportLevel(report: ScreeningReport): string {
  return report.overallSuitability?.level?.trim() || defaultLevel(reportScore(report));
}

/**
 * The summary paragraphs: the overall suitability's summary and the analysis's own when it says
 * something else; SPEC.md's default when there is neither.
 */
export function reportSummary(report: ScreeningReport): string[] {
  const paragraphs = [report.overallSuitability?.summary, report.summary]
    .map((text) => text?.trim() ?? '')
    .filter((text, index, all) => text !== '' && all.indexOf(text) === index);
  return paragraphs.length > 0 ? paragraphs : [RESUME_MESSAGES.defaultSummary];
}

/** PRODUCT.md "Transparent CV scoring": how this screening compares with the last one. */
export function changeSinceLast(
  score: number,
  previous: { fitScore: number; analysedAt: string } | null,
): string | null {
  if (!previous) return null;
  const on = formatScreeningDate(previous.analysedAt);
  const since = on ? `since your last screening on ${on}` : 'since your last screening';
  const change = score - Math.round(previous.fitScore);
  if (change === 0) return `Unchanged ${since}`;
  const points = Math.abs(change) === 1 ? 'point' : 'points';
  return `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} ${points} ${since}`;
}

/** Points as the breakdown shows them: whole numbers plain, others to one decimal place. */
export function formatPoints(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
