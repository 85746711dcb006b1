import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/domain/product.ts';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-slate-600 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="font-semibold text-navy-900">{PRODUCT_NAME}</p>
          <p className="mt-2">
            Explore finance careers, find the roles that fit you and live a day in the job.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2">
            <li>
              <Link to="/role-selection" className="hover:text-navy-900 hover:underline">
                Browse roles
              </Link>
            </li>
            <li>
              <Link to="/decision" className="hover:text-navy-900 hover:underline">
                Get started
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:text-navy-900 hover:underline">
                Contact, terms and privacy
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="sources-heading">
          <h2 id="sources-heading" className="font-semibold text-navy-900">
            Sources
          </h2>
          <p className="mt-2 text-xs leading-5">
            This product includes information from the O*NET Database by the U.S. Department of
            Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0
            license. O*NET® is a trademark of USDOL/ETA. USDOL/ETA has not approved, endorsed, or
            tested these modifications.
          </p>
          <p className="mt-2 text-xs leading-5">
            Company facts in the simulations: S&amp;P 500 constituents data (ODC-PDDL-1.0, Aug 2026
            snapshot) and the companies&rsquo; annual reports; the simulated week&rsquo;s news and
            people are fictional.
          </p>
        </section>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {PRODUCT_NAME}. Salary bands are indicative UK base pay.
      </p>
    </footer>
  );
}
