import { slugOf } from '../../../shared/domain/progress.ts';

/** "Put up or shut up (PUSU) deadline" -> "put up or shut up deadline". */
function normalise(term: string): string {
  return term
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The fundamental a related term names, if the role has it: the same words, or the start of a
 * longer term ("Put up or shut up" is the "Put up or shut up (PUSU) deadline").
 */
export function fundamentalFor(
  related: string,
  fundamentals: readonly { term: string }[],
  self: string,
): string | null {
  const wanted = normalise(related);
  if (!wanted) return null;
  const match = fundamentals.find((fundamental) => {
    if (fundamental.term === self) return false;
    const term = normalise(fundamental.term);
    return term === wanted || term.startsWith(`${wanted} `);
  });
  return match ? slugOf(match.term) : null;
}
