import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/**
 * SPEC.md section 2: a thrown route error shows a screen headed 'Unexpected Application Error!'.
 * It renders without the app layout, since the layout itself may be what failed.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useDocumentTitle('Unexpected Application Error!');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong while showing this page.';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div
        role="alert"
        className="w-full max-w-lg rounded-2xl border border-red-200 bg-white p-8 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-navy-900">Unexpected Application Error!</h1>
        <p className="mt-3 text-slate-700">{detail}</p>
        <p className="mt-2 text-sm text-slate-500">
          Reload the page to try again. If it keeps happening, please contact us.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => window.location.reload()}
          >
            Reload page
          </button>
          <a href="/" className={buttonClasses('secondary')}>
            Back to home
          </a>
        </div>
      </div>
    </main>
  );
}
