// Dates, times, counts and prices as the pages write them in British English: "Monday 12
// January", "Mon 12 Jan, 17:00", "09:00", "12 January 2026", "1,500", "£9.99". They read exactly
// as the browser's own en-GB Intl formatters do (a test compares the two over many instants and
// amounts), without them: a page's first Intl formatter loads the browser's locale data, 15-40 ms
// of a desktop core in one piece and about four times that on a phone, which a tap while the page
// starts would wait for.

/** January to December (index 0 is January, as Date's months). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-GB's short months: the first three letters, but "Sept". */
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
/** Sunday to Saturday (index 0 is Sunday, as Date's days). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

interface Parts {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

function utcParts(date: Date): Parts {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`: when UK clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The date and time in London: GMT, or BST (GMT+1) from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October, the rule in force since 1996.
 */
function londonParts(date: Date): Parts {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  const summer =
    time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 3_600_000 : 0;
  return utcParts(new Date(time + summer));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const clock = (parts: Parts) => `${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`;
const shortWeekday = (parts: Parts) => WEEKDAYS[parts.weekday]!.slice(0, 3);

/** "12 January 2026": the date in UTC (the simulated week's Monday). */
export function formatLongDateUtc(date: Date): string {
  const parts = utcParts(date);
  return `${parts.day} ${MONTHS[parts.month]} ${parts.year}`;
}

/** "12 January 2026": the date where the reader is. */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "12 Jan 2026": the date where the reader is. */
export function formatShortDate(date: Date): string {
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "Monday 12 January", in London. */
export function formatLondonDay(date: Date): string {
  const parts = londonParts(date);
  return `${WEEKDAYS[parts.weekday]} ${parts.day} ${MONTHS[parts.month]}`;
}

/** "Mon 12:20", in London. */
export function formatLondonDayTime(date: Date): string {
  const parts = londonParts(date);
  return `${shortWeekday(parts)} ${clock(parts)}`;
}

/** "Mon 12 Jan, 17:00", in London. */
export function formatLondonDateTime(date: Date): string {
  const parts = londonParts(date);
  return `${shortWeekday(parts)} ${parts.day} ${SHORT_MONTHS[parts.month]}, ${clock(parts)}`;
}

/** "09:00", in London. */
export function formatLondonClock(date: Date): string {
  return clock(londonParts(date));
}

/** "09:00" where the reader is. */
export function formatLocalClock(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "1,500": a whole number with thousands separated by commas. */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "£1,234.50": an amount in pounds, with pence. */
export function formatGbp(amount: number): string {
  const pence = Math.round(Math.abs(amount) * 100);
  const pounds = formatCount(Math.floor(pence / 100));
  return `${amount < 0 && pence > 0 ? '-' : ''}£${pounds}.${twoDigits(pence % 100)}`;
}
