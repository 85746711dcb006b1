import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { pricePromiseText } from '../../shared/domain/paid-features.ts';
import { hasEntitlement, PLANS, SINGLE_PLAN_PRICE_GBP } from '../../shared/domain/plans.ts';
import { lazyDialog } from '../components/ui/lazy-dialog.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { loadChunk } from '../lib/lazy-chunk.ts';
import { PROFILE_QUERY_KEY, useCurrentUser } from '../features/account/api/get-profile.ts';
import { ChunkErrorMessage } from './routes/chunk-error.tsx';

// The dialogs load the first time they open, so the first page does not carry them.
const Modal = lazyDialog(() => import('../components/ui/modal.tsx').then((module) => module.Modal));
const AuthModal = lazyDialog(() =>
  import('../features/account/components/auth-modal.tsx').then((module) => module.AuthModal),
);

// Loaded when the paywall first opens, so the first page does not carry it.
const PaywallPanel = lazy(() =>
  loadChunk(() => import('../features/billing/components/paywall-panel.tsx')).then(
    (m) => ({ default: m.PaywallPanel }),
    () => ({ default: ChunkErrorMessage }),
  ),
);

export interface PaywallOptions {
  /** The visitor closed the auth modal without signing in. */
  onAuthDismissed?: () => void;
  /** The paywall was closed without subscribing. */
  onPaywallDismissed?: () => void;
}

interface Paywall {
  /** The paywall modal; a visitor gets the auth modal first, then the paywall (SPEC.md section 2). */
  openPaywall(options?: PaywallOptions): void;
  /** Closes the auth modal without reporting a dismissal (the page that asked for it has gone). */
  cancelAuth(): void;
}

const PaywallContext = createContext<Paywall | null>(null);

export function PaywallProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const client = useQueryClient();
  const [paywallOpen, setPaywallOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);
  const options = useRef<PaywallOptions>({});
  // Set when the auth modal closes because the person signed in, not because they dismissed it.
  const settled = useRef(false);

  // Stable, and reads who is signed in when called: a page that opens it on arrival must not
  // open it again because signing in changed this function.
  const openPaywall = useCallback(
    (next: PaywallOptions = {}) => {
      options.current = next;
      settled.current = false;
      if (client.getQueryData(PROFILE_QUERY_KEY)) setPaywallOpen(true);
      else setAuthOpen(true);
    },
    [client],
  );
  const cancelAuth = useCallback(() => {
    settled.current = true;
    setAuthOpen(false);
  }, []);
  const value = useMemo(() => ({ openPaywall, cancelAuth }), [openPaywall, cancelAuth]);

  return (
    <PaywallContext.Provider value={value}>
      {children}
      <Modal
        open={paywallOpen}
        onOpenChange={(open) => {
          setPaywallOpen(open);
          if (!open) options.current.onPaywallDismissed?.();
        }}
        title="Subscribe to FinSim"
        hideTitle
      >
        <Suspense fallback={<Spinner label="Loading…" className="mx-auto flex w-fit py-16" />}>
          <PaywallPanel
            user={user ?? null}
            onLeave={() => setPaywallOpen(false)}
            onSignInRequired={() => {
              setPaywallOpen(false);
              settled.current = false;
              setAuthOpen(true);
            }}
          />
        </Suspense>
      </Modal>
      <AuthModal
        open={authOpen}
        onOpenChange={(open) => {
          setAuthOpen(open);
          if (!open && !settled.current) {
            settled.current = true;
            options.current.onAuthDismissed?.();
          }
        }}
        initialView="sign-up"
        showPaymentOptions
        notice={
          <>
            Simulations need the {PLANS.single.name} plan:{' '}
            <strong className="tabular">{pricePromiseText(SINGLE_PLAN_PRICE_GBP)}</strong>. You pay
            only at checkout, after this step.
          </>
        }
        onShowPaymentOptions={(profile) => {
          settled.current = true;
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
