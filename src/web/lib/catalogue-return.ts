/**
 * The catalogue view a role was opened from (its search, filters and sort), carried in the
 * history state of the link to the role, so that the role page's "All roles" leads back to that
 * view rather than the bare catalogue (issue 15).
 */
export interface CatalogueReturn {
  catalogueSearch: string;
}

export const CATALOGUE_PATH = '/role-selection';

export function catalogueReturn(search: string): CatalogueReturn {
  return { catalogueSearch: search };
}

/** Where "All roles" leads from a page opened with this history state. */
export function catalogueHref(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'catalogueSearch' in state
      ? state.catalogueSearch
      : undefined;
  // Only a query string: history state is the page's own, but it must never lead off the site.
  return typeof search === 'string' && /^\?[^#]*$/.test(search)
    ? `${CATALOGUE_PATH}${search}`
    : CATALOGUE_PATH;
}
