import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/domain/product.ts';

/** The landing page's title, and the one index.html starts with. */
export const HOME_TITLE = `${PRODUCT_NAME}: explore finance careers`;

/** "Finance roles – FinSim": a page's own name first, so tabs and history tell pages apart. */
export function documentTitle(page?: string): string {
  return page ? `${page} – ${PRODUCT_NAME}` : HOME_TITLE;
}

/**
 * Names the page after what it shows once that is known (a role's title, say). The route's own
 * title (its `handle.title`, set by the layout) stands until then.
 */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
