/**
 * Numbers with their units, as people write them in finance: "£620m", "$3.9bn", "11.4%", "+3.1 per
 * cent", "1.34x", "35bp", "228p", "2.5 years". Used by the content check (every figure a rubric
 * expects appears in the model answer) and by the marker (is the figure in the user's answer).
 */

/** Units a rubric figure may be given in. */
export const FIGURE_UNITS = [
  '%',
  'pp',
  'bp',
  'x',
  '£',
  '£k',
  '£m',
  '£bn',
  '$',
  '$k',
  '$m',
  '$bn',
  '€',
  '€k',
  '€m',
  '€bn',
  'p',
  'years',
  'months',
  'days',
  'number',
] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

/** What a unit measures once scaled: money in a currency, a rate, a multiple, a time, a count. */
type Dimension =
  | '£'
  | '$'
  | '€'
  | 'money' // "620m" with no currency: compatible with any
  | 'rate' // per cent and percentage points
  | 'bp'
  | 'x'
  | 'p'
  | 'years'
  | 'months'
  | 'days'
  | 'number';

export interface Figure {
  dimension: Dimension;
  /** The value in the dimension's base unit (money in units of currency, rates in per cent). */
  value: number;
  /** Where in the text it was written. */
  index: number;
  /** The text as written, e.g. "£620m". */
  raw: string;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6 };
SCALE.bn = 1e9;
SCALE.billion = 1e9;

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;
const FIGURE = new RegExp(
  String.raw`(?<sign>[-+−–])?\s?(?<currency>[£$€])?\s?(?<number>${NUMBER})\s?(?<suffix>bn\b|billion\b|mn\b|m\b|million\b|k\b|thousand\b|%|per\s?cent\b|percent\b|pp\b|percentage points?\b|bps?\b|basis points?\b|x\b|×|times\b|p\b|pence\b|years?\b|yrs?\b|months?\b|days?\b)?`,
  'gi',
);

function dimensionOf(currency: string | undefined, suffix: string): Dimension {
  const s = suffix.toLowerCase().replace(/\s+/g, ' ');
  if (currency) return currency as '£' | '$' | '€';
  if (s in SCALE) return 'money';
  if (s === '%' || s.startsWith('per') || s === 'pp' || s.startsWith('percentage')) return 'rate';
  if (s.startsWith('bp') || s.startsWith('basis')) return 'bp';
  if (s === 'x' || s === '×' || s === 'times') return 'x';
  if (s === 'p' || s === 'pence') return 'p';
  if (s.startsWith('y')) return 'years';
  if (s.startsWith('month')) return 'months';
  if (s.startsWith('day')) return 'days';
  return 'number';
}

/** Every number in a text, with its unit made comparable. Dates and times of day are skipped. */
export function extractFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const groups = match.groups ?? {};
    const raw = match[0].trim();
    const start = match.index + (match[0].length - match[0].trimStart().length);
    const end = start + raw.length;
    const before = text.slice(Math.max(0, start - 1), start);
    const after = text.slice(end, end + 1);
    // "14:00", "12/01", "2026-01-12", "Q4", "FY26", "t7": not quantities.
    if ((!groups.sign && /[:/\w.]/.test(before)) || /^[:/]\d/.test(text.slice(end))) continue;
    if (after && /\w/.test(after) && !groups.suffix) continue;
    const number = Number((groups.number ?? '').replace(/,/g, ''));
    if (!Number.isFinite(number)) continue;
    const suffix = (groups.suffix ?? '').toLowerCase().replace(/\s+/g, ' ');
    const scale = SCALE[suffix] ?? 1;
    // A dash straight after a word or number is a range ("£610m-£630m"), not a minus sign.
    const negative =
      groups.sign !== undefined && groups.sign !== '+' && (before === '' || /[\s(]/.test(before));
    const dimension = dimensionOf(groups.currency, suffix);
    figures.push({
      dimension,
      value: (negative ? -1 : 1) * number * (dimension === 'bp' ? 1 : scale),
      index: start,
      raw,
    });
  }
  return figures;
}

/** A rubric's expected figure in comparable form. */
export function expectedFigure(
  value: number,
  unit: FigureUnit,
  tolerance: number,
): {
  dimension: Dimension;
  value: number;
  tolerance: number;
} {
  const money = /^([£$€])(k|m|bn)?$/.exec(unit);
  if (money) {
    const scale = SCALE[money[2] ?? ''] ?? 1;
    return {
      dimension: money[1] as '£' | '$' | '€',
      value: value * scale,
      tolerance: tolerance * scale,
    };
  }
  const simple: Record<string, Dimension> = {
    '%': 'rate',
    pp: 'rate',
    bp: 'bp',
    x: 'x',
    p: 'p',
    years: 'years',
    months: 'months',
    days: 'days',
    number: 'number',
  };
  return { dimension: simple[unit] ?? 'number', value, tolerance };
}

function compatible(expected: Dimension, found: Dimension): boolean {
  if (expected === found) return true;
  // "620m" (no currency) is money in any currency, or a count ("26.0m shares").
  if (found === 'money') return ['£', '$', '€', 'number'].includes(expected);
  // A plain ratio written as "1.27x" or "1.27".
  if (expected === 'number') return found === 'x';
  return false;
}

/** Converts between basis points and per cent so "35bp" and "0.35%" are one figure. */
function inDimension(figure: Figure, dimension: Dimension): number | null {
  if (compatible(dimension, figure.dimension)) return figure.value;
  if (dimension === 'rate' && figure.dimension === 'bp') return figure.value / 100;
  if (dimension === 'bp' && figure.dimension === 'rate') return figure.value * 100;
  return null;
}

/**
 * How a written figure compares with an expected one: 'match' within tolerance and in a compatible
 * unit, 'unitless' when the number is right but written without a unit, else null.
 */
export function compareFigure(
  figure: Figure,
  expected: ReturnType<typeof expectedFigure>,
): 'match' | 'unitless' | null {
  const epsilon = Math.abs(expected.value) * 1e-9 + 1e-9;
  const within = (v: number) => Math.abs(v - expected.value) <= expected.tolerance + epsilon;
  const value = inDimension(figure, expected.dimension);
  if (value !== null) return within(value) ? 'match' : null;
  if (figure.dimension === 'number') {
    // "620" for £620m, "11.4" for 11.4%: the number without its unit.
    const scales = [1, 1e3, 1e6, 1e9];
    if (scales.some((scale) => within(figure.value * scale))) return 'unitless';
  }
  return null;
}
