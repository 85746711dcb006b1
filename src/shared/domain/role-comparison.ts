/**
 * Role comparison (PRODUCT.md "Beyond the specification", issue 15): two or three roles side by
 * side at `/compare?roles=a,b,c`. The address is the whole state, so it can be shared.
 */
import { JOB_ID_PATTERN } from '../contracts/catalogue.ts';

export const MAX_COMPARED_ROLES = 3;
export const MIN_COMPARED_ROLES = 2;

/**
 * The role ids of a comma-separated list, in order: well-formed ids only, no repeats, at most
 * three (the rest are dropped).
 */
export function parseComparedRoles(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => JOB_ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, MAX_COMPARED_ROLES);
}

/** The comparison page for these roles; commas stay readable in the shared address. */
export function compareUrl(jobIds: readonly string[]): string {
  const ids = parseComparedRoles(jobIds.join(','));
  return ids.length === 0 ? '/compare' : `/compare?roles=${ids.join(',')}`;
}
