import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import { describeOpeningCost, hasEntitlement, UNLIMITED } from '../../../shared/domain/plans.ts';
import { PageContainer } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { signOut } from '../../features/account/api/auth-requests.ts';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { useJob } from '../../features/catalogue/api/get-job.ts';
import { RoleProfile } from '../../features/catalogue/components/role-profile.tsx';
import { SalaryBandBar } from '../../features/catalogue/components/salary-band-bar.tsx';
import { useProgress } from '../../features/simulation/api/get-progress.ts';
import { useSandbox } from '../../features/simulation/api/get-sandbox.ts';
import { useMarkOpened } from '../../features/simulation/api/mark-opened.ts';
import { useStartSimulation } from '../../features/simulation/api/start-simulation.ts';
import { SimulationHeader } from '../../features/simulation/components/simulation-header.tsx';
import { SimulationWorkspace } from '../../features/simulation/components/simulation-workspace.tsx';
import { StartGate } from '../../features/simulation/components/start-gate.tsx';
import { weekOfLabel } from '../../features/simulation/week-format.ts';
import { EMPTY_WEEK, type RoleBasics } from '../../features/simulation/week.ts';
import { usePaywall } from '../paywall-provider.tsx';

/** SPEC.md section 4: the role to come back to after paying. */
function rememberPendingSimulation(jobId: string): void {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.pendingSimulation, jobId);
  } catch {
    // Without session storage the person lands on the catalogue after paying.
  }
}

/** The page's own header and main (the layout leaves them to this route). */
function Page({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}

/** A page of the ordinary width, for the role's public profile. */
function ProfilePage({ children }: { children: ReactNode }) {
  return <PageContainer className="py-8 sm:py-12">{children}</PageContainer>;
}

function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return () =>
    void signOut(client)
      .catch(() => {})
      .finally(() => void navigate('/'));
}

/**
 * `/simulations/:jobId` (SPEC.md sections 2 and 4): a visitor sees the role's profile under the
 * auth modal; a signed-in user without a plan goes to /paywall; a subscriber works through the
 * role's week.
 */
export function SimulationRoute() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  // True while a visitor who came here signs in and the paywall is on offer over the profile.
  const [offered, setOffered] = useState(false);
  const missing = job.error instanceof ApiError && job.error.status === 404;
  const title = job.data?.title ?? (missing ? 'Role not found' : undefined);

  if (missing || isPending) {
    return (
      <Page
        header={
          <SimulationHeader
            title={title}
            titleIsHeading={false}
            userName={user?.displayName}
            onLogout={user ? logout : undefined}
          />
        }
      >
        {missing ? (
          <ProfilePage>
            <RoleProfile jobId={jobId} showBackLink={false} />
          </ProfilePage>
        ) : (
          <Loading />
        )}
      </Page>
    );
  }

  if (!user || (offered && !hasEntitlement(user))) {
    return (
      <VisitorView
        jobId={jobId}
        title={title}
        user={user ?? null}
        onOffered={setOffered}
        onLogout={logout}
      />
    );
  }
  if (!hasEntitlement(user)) return <ToPaywall jobId={jobId} />;
  return <SubscriberView jobId={jobId} user={user} job={job.data} onLogout={logout} />;
}

function Loading() {
  return (
    <div className="flex min-h-dvh justify-center pt-24">
      <Spinner label="Loading your week…" />
    </div>
  );
}

/**
 * SPEC.md section 2: the auth modal with payment options, open on arrival. Closing it goes to
 * /decision; signing in dismisses it, and the paywall follows for an account without a plan.
 */
function VisitorView({
  jobId,
  title,
  user,
  onOffered,
  onLogout,
}: {
  jobId: string;
  title: string | undefined;
  user: Profile | null;
  onOffered: (offered: boolean) => void;
  onLogout: () => void;
}) {
  const { openPaywall, cancelAuth } = usePaywall();
  const navigate = useNavigate();
  const known = title !== undefined;
  const signedIn = user !== null;

  useEffect(() => {
    if (!known || signedIn) return;
    rememberPendingSimulation(jobId);
    onOffered(true);
    openPaywall({
      onAuthDismissed: () => void navigate('/decision'),
      onPaywallDismissed: () => onOffered(false),
    });
    return cancelAuth;
  }, [known, signedIn, jobId, openPaywall, cancelAuth, navigate, onOffered]);

  return (
    <Page
      header={
        <SimulationHeader
          title={title}
          titleIsHeading={false}
          userName={user?.displayName}
          onLogout={user ? onLogout : undefined}
        />
      }
    >
      <ProfilePage>
        <RoleProfile jobId={jobId} showBackLink={false} />
      </ProfilePage>
    </Page>
  );
}

/** SPEC.md section 4: a signed-in user without a plan goes to /paywall, keeping the role. */
function ToPaywall({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberPendingSimulation(jobId);
    void navigate('/paywall', { replace: true });
  }, [jobId, navigate]);
  return <Loading />;
}

function SubscriberView({
  jobId,
  user,
  job,
  onLogout,
}: {
  jobId: string;
  user: Profile;
  job: JobProfile | undefined;
  onLogout: () => void;
}) {
  const started = user.openedSimulations.includes(jobId);
  const unlimited = user.maxSimulations === UNLIMITED;
  const start = useStartSimulation(jobId);
  const { mutate: startRole } = start;
  // The unlimited plan has nothing to count: the role starts by itself.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (started || !unlimited || autoStarted.current) return;
    autoStarted.current = true;
    startRole();
  }, [started, unlimited, startRole]);

  const header = (subtitle?: string, titleIsHeading = true) => (
    <SimulationHeader
      title={job?.title}
      subtitle={subtitle}
      titleIsHeading={titleIsHeading}
      userName={user.displayName}
      onLogout={onLogout}
    />
  );

  if (!started && !unlimited) {
    return (
      <Page header={header(undefined, false)}>
        <ProfilePage>
          <RoleProfile
            jobId={jobId}
            showBackLink={false}
            renderSimulation={(role) => (
              <StartGate
                title={role.title}
                cost={describeOpeningCost(user.maxSimulations, user.openedSimulations, jobId)}
                starting={start.isPending}
                error={start.error}
                onStart={() => startRole()}
              />
            )}
          />
        </ProfilePage>
      </Page>
    );
  }

  return (
    <Week
      jobId={jobId}
      job={job}
      started={started}
      startFailed={start.isError ? { onRetry: () => startRole(), retrying: start.isPending } : null}
      header={header}
    />
  );
}

function Week({
  jobId,
  job,
  started,
  startFailed,
  header,
}: {
  jobId: string;
  job: JobProfile | undefined;
  started: boolean;
  startFailed: { onRetry: () => void; retrying: boolean } | null;
  header: (subtitle?: string) => ReactNode;
}) {
  const client = useQueryClient();
  const sandbox = useSandbox(jobId, started);
  const progress = useProgress(jobId, sandbox.isSuccess);
  const mark = useMarkOpened(jobId);
  const { mutate: markOpened } = mark;

  // The profile was out of date (signed out elsewhere, plan ended, role not started): refresh it,
  // and the page follows what it says.
  const refreshed = useRef(false);
  const error = sandbox.error;
  useEffect(() => {
    if (refreshed.current || !(error instanceof ApiError)) return;
    if ([401, 402, 409].includes(error.status)) {
      refreshed.current = true;
      void client.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    }
  }, [error, client]);

  const role: RoleBasics | undefined = job ?? sandbox.data?.profile;
  if (!role) return <Page header={header()}>{<Loading />}</Page>;

  const failure =
    startFailed ??
    (sandbox.isError
      ? { onRetry: () => void sandbox.refetch(), retrying: sandbox.isFetching }
      : undefined);
  const week = sandbox.data ?? (failure ? EMPTY_WEEK : undefined);

  return (
    <Page header={header(sandbox.data ? weekOfLabel(sandbox.data.weekOf) : undefined)}>
      <SimulationWorkspace
        role={role}
        week={week}
        failure={failure ?? undefined}
        opened={progress.data?.opened}
        onOpen={(kind, itemId) => markOpened({ kind, itemId })}
        salaryBand={<SalaryBandBar title={role.title} />}
        saveError={
          mark.isError ? 'What you opened could not be saved. Please check your connection.' : null
        }
      />
    </Page>
  );
}
