import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../shared/contracts/accounts.ts';
import { describeUsage } from '../../../../shared/domain/plans.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

const TIER_LABELS: Record<string, string> = {
  single: 'Monthly',
  starter: 'Starter',
  professional: 'Professional',
  premium: 'Premium',
};

export function tierLabel(tier: string): string {
  return TIER_LABELS[tier] ?? tier;
}

/** The user's initial in a navy circle; decorative, since the name is always shown beside it. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-full bg-navy-900 font-semibold text-white ${size === 'lg' ? 'size-11 text-lg' : 'size-8'}`}
    >
      {name.trim().charAt(0).toUpperCase() || 'U'}
    </span>
  );
}

/** PRODUCT.md D4: "Unlimited" or "used / max" simulations. */
export function simulationAllowance(profile: Profile): string {
  return describeUsage(profile.maxSimulations, profile.openedSimulations);
}

/** SPEC.md section 2: the logged-in badge with display name, tier, simulation count and Logout. */
export function UserBadge({
  profile,
  onLogout,
  onNavigate,
}: {
  profile: Profile;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  return (
    <div data-testid="user-badge" className="mt-4 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center gap-3">
        <Avatar name={profile.displayName} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-navy-900">{profile.displayName}</p>
          <p className="truncate text-sm text-slate-600">{profile.email}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge tone="navy">{tierLabel(profile.subscriptionTier)} plan</Badge>
        <Badge tone={profile.subscriptionStatus === 'active' ? 'emerald' : 'slate'}>
          {simulationAllowance(profile)}
        </Badge>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to="/settings"
          onClick={onNavigate}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          <Settings aria-hidden="true" className="size-4" /> Account settings
        </Link>
        <Button variant="ghost" onClick={onLogout}>
          <LogOut aria-hidden="true" className="size-4" /> Logout
        </Button>
      </div>
    </div>
  );
}
