import { ArrowLeft, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { catalogueHref } from '../../../lib/catalogue-return.ts';

/**
 * SPEC.md section 2: the simulation page's sticky header: back to the roles, the job title, the
 * user's name and Logout. It keeps one height in every state.
 */
export function SimulationHeader({
  title,
  subtitle,
  reserveSubtitle = false,
  titleIsHeading = true,
  userName,
  onLogout,
}: {
  /** Undefined while the role loads. */
  title: string | undefined;
  subtitle?: string;
  /** Keep the subtitle's line while it loads. */
  reserveSubtitle?: boolean;
  /** False where the page below has its own main heading. */
  titleIsHeading?: boolean;
  userName?: string;
  onLogout?: () => void;
}) {
  const Title = titleIsHeading ? 'h1' : 'p';
  // Back to the catalogue's search and filters when the role was opened from them (issue 15).
  const back = catalogueHref(useLocation().state);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Link
          to={back}
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-navy-800 hover:bg-navy-50"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">All roles</span>
        </Link>
        <div className="min-w-0 flex-1">
          <Title className="truncate text-base leading-6 font-semibold text-navy-900 sm:text-lg">
            {title ?? (
              <span className="inline-block h-4 w-40 max-w-full animate-pulse rounded bg-slate-200 align-middle">
                <span className="sr-only">Loading role</span>
              </span>
            )}
          </Title>
          {/* Kept while the week may still come, so the title does not move when it does. On a
              phone the line goes to the "Your week" card: the name and Logout need the room. */}
          {subtitle !== undefined || reserveSubtitle ? (
            <p className="h-4 truncate text-xs leading-4 text-slate-600 max-sm:hidden">
              {subtitle}
            </p>
          ) : null}
        </div>
        {userName ? (
          <span
            className="max-w-[6.5rem] truncate text-sm font-medium text-navy-900 sm:max-w-[12rem]"
            title={userName}
          >
            {userName}
          </span>
        ) : null}
        {onLogout ? (
          <Button variant="secondary" onClick={onLogout} className="shrink-0 max-sm:px-2.5">
            <LogOut aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Logout</span>
          </Button>
        ) : null}
      </div>
    </header>
  );
}
