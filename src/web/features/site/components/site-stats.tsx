import {
  MODULE_COUNT,
  MONTHLY_PRICE_GBP,
  formatRoleCount,
} from '../../../../shared/domain/product.ts';
import { formatGbp } from '../../../../shared/domain/formats.ts';
import { useSite } from '../api/get-site.ts';

/** Landing stats: the role count is the catalogue's real one, read from the server. */
export function SiteStats() {
  const { data } = useSite();
  const stats = [
    { value: data ? formatRoleCount(data.roleCount) : '…', label: 'roles' },
    { value: String(data?.moduleCount ?? MODULE_COUNT), label: 'modules' },
    {
      value: `${formatGbp(data?.monthlyPriceGbp ?? MONTHLY_PRICE_GBP)}/month`,
      label: 'one simple plan',
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy={!data}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-xl border border-slate-200 bg-white px-6 py-5 text-center shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="tabular order-first text-3xl font-bold tracking-tight text-navy-900">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
