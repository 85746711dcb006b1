import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/domain/product.ts';
import { AccountControls } from '../../features/account/components/account-controls.tsx';
// Bundled, not fetched: small enough to be written into the script, so the header needs no request.
import logoUrl from '../../assets/logo.svg?inline';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-navy-50 text-navy-900' : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900'}`;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-navy-900">
          <img src={logoUrl} alt="" className="size-7" />
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className="ml-auto mr-2 sm:mr-4">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/role-selection" className={navLink}>
                Roles
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={navLink}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
        <AccountControls />
      </div>
    </header>
  );
}
