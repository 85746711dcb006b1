import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/domain/product.ts';

/** Each page names itself in the tab and to screen readers: "Your top matches · FinSim". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
