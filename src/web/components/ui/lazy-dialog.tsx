import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadChunk } from '../../lib/lazy-chunk.ts';
import { Button } from './button.tsx';

/** What shows in place of a dialog whose code did not arrive (a deploy, a dropped connection). */
function DialogUnavailable({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-xl border border-amber-300 bg-white p-4 text-center shadow-xl"
    >
      <p className="font-semibold text-navy-900">This part of the page could not be loaded.</p>
      <Button className="mt-3" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" /> Reload
      </Button>
    </div>
  );
}

/**
 * A dialog whose code (the dialog primitive and what the dialog holds) loads the first time it
 * opens, so that pages carry it only once it is wanted. Once opened it stays mounted, and closes
 * and opens again as one loaded with the page does.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() =>
    loadChunk(load).then(
      (component) => ({ default: component }),
      () => ({ default: DialogUnavailable as ComponentType<P> }),
    ),
  );
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
