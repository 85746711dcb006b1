import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { hasEntitlement } from '../../shared/domain/plans.ts';
import { Modal } from '../components/ui/modal.tsx';
import { useCurrentUser } from '../features/account/api/get-profile.ts';
import { AuthModal } from '../features/account/components/auth-modal.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

// Loaded when the paywall first opens, so the first page does not carry it.
const PaywallPanel = lazy(() =>
  import('../features/billing/components/paywall-panel.tsx').then((m) => ({
    default: m.PaywallPanel,
  })),
);

interface Paywall {
  /** The paywall modal; a visitor gets the auth modal first, then the paywall (SPEC.md section 2). */
  openPaywall(): void;
}

const PaywallContext = createContext<Paywall | null>(null);

export function PaywallProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const [paywallOpen, setPaywallOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);

  const openPaywall = useCallback(() => {
    if (user) setPaywallOpen(true);
    else setAuthOpen(true);
  }, [user]);
  const value = useMemo(() => ({ openPaywall }), [openPaywall]);

  return (
    <PaywallContext.Provider value={value}>
      {children}
      <Modal open={paywallOpen} onOpenChange={setPaywallOpen} title="Subscribe to FinSim" hideTitle>
        <Suspense fallback={<Spinner label="Loading…" className="mx-auto flex w-fit py-16" />}>
          <PaywallPanel
            user={user ?? null}
            onSignInRequired={() => {
              setPaywallOpen(false);
              setAuthOpen(true);
            }}
          />
        </Suspense>
      </Modal>
      <AuthModal
        open={authOpen}
        onOpenChange={setAuthOpen}
        initialView="sign-up"
        showPaymentOptions
        onShowPaymentOptions={(profile) => {
          setAuthOpen(false);
          // A returning subscriber who signs in has nothing to buy.
          if (!hasEntitlement(profile)) setPaywallOpen(true);
        }}
      />
    </PaywallContext.Provider>
  );
}

export function usePaywall(): Paywall {
  const paywall = useContext(PaywallContext);
  if (!paywall) throw new Error('usePaywall needs a PaywallProvider');
  return paywall;
}
