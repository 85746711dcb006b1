import { useId } from 'react';
import { deriveSalaryBand, formatSalaryBand } from '../../../../shared/domain/role-derivations.ts';

const SCALE_MAX_K = 220;
const TICKS = [0, 50, 100, 150, 200];

/**
 * A light SVG bar placing a role's salary band on a £0-£220k scale. The scale is the same for
 * every role, so bars side by side (the role comparison) compare at a glance.
 */
export function SalaryBandBar({ title }: { title: string }) {
  // Several bars can share a page: each needs its own gradient id.
  const gradientId = `salary-open-${useId()}`;
  const band = deriveSalaryBand(title);
  const x = (k: number) => (k / SCALE_MAX_K) * 100;
  const label = `Typical UK base salary ${formatSalaryBand(band)} a year`;
  return (
    <figure>
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">Typical UK base salary</span>
        <span className="tabular text-lg font-semibold text-navy-900">
          {formatSalaryBand(band)}
        </span>
      </figcaption>
      <svg
        viewBox="0 0 100 14"
        className="mt-2 h-8 w-full"
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="1">
            <stop offset="0" stopColor="#059669" />
            <stop offset="1" stopColor="#059669" stopOpacity="0.15" />
          </linearGradient>
        </defs>
        <rect x="0" y="4" width="100" height="6" rx="3" fill="#e2e8f0" />
        <rect
          x={x(band.minK)}
          y="4"
          width={x(band.maxK) - x(band.minK)}
          height="6"
          rx="3"
          fill="#059669"
        />
        {band.openEnded ? (
          <rect
            x={x(band.maxK)}
            y="4"
            width={100 - x(band.maxK)}
            height="6"
            fill={`url(#${gradientId})`}
          />
        ) : null}
      </svg>
      <div aria-hidden="true" className="tabular relative mt-1 h-4 text-xs text-slate-500">
        {TICKS.map((tick) => (
          <span key={tick} className="absolute -translate-x-1/2" style={{ left: `${x(tick)}%` }}>
            £{tick}k
          </span>
        ))}
      </div>
    </figure>
  );
}
