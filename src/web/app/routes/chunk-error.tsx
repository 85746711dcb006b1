import { RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page.tsx';
import { CHUNK_FAILURE_REASON } from '../../lib/lazy-chunk.ts';

const reload = () => window.location.reload();

/**
 * A page whose code did not arrive (a deploy replaced it, or the network dropped): say so and
 * offer a reload, which fetches the current version, rather than leaving a blank page.
 */
export function ChunkErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const screen = (
    <PageContainer className="max-w-xl">
      <div role="alert" className="rounded-2xl border border-amber-300 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-navy-900">This page could not be loaded</h1>
        <p className="mt-3 text-slate-700">{CHUNK_FAILURE_REASON}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={reload}>
            <RefreshCw aria-hidden="true" className="size-4" /> Reload
          </Button>
          <a href="/" className={buttonClasses('secondary')}>
            Back to home
          </a>
        </div>
      </div>
    </PageContainer>
  );
  // A page that draws its own header and main (see RouteHandle) gets a main from here instead.
  return standalone ? (
    <main id="main" className="flex-1 py-12">
      {screen}
    </main>
  ) : (
    screen
  );
}

/** The same, inside a dialog or a panel that loads on demand. */
export function ChunkErrorMessage() {
  return (
    <div role="alert" className="py-6 text-center">
      <p className="font-semibold text-navy-900">This part of the page could not be loaded.</p>
      <p className="mt-2 text-sm text-slate-600">
        FinSim may have been updated, or the connection dropped.
      </p>
      <Button className="mt-4" onClick={reload}>
        <RefreshCw aria-hidden="true" className="size-4" /> Reload
      </Button>
    </div>
  );
}
