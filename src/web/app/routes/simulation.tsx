import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import { monthlyPriceText, pricePromiseText } from '../../../shared/domain/paid-features.ts';
import {
  describeOpeningCost,
  hasEntitlement,
  SINGLE_PLAN_PRICE_GBP,
  UNLIMITED,
} from '../../../shared/domain/plans.ts';
import { PageContainer } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { signOut } from '../../features/account/api/auth-requests.ts';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { useSignOutWhenSessionEnds } from '../../features/account/components/account-controls.tsx';
import { useJob } from '../../features/catalogue/api/get-job.ts';
import { RoleProfile, RoleUnavailable } from '../../features/catalogue/components/role-profile.tsx';
import { SalaryBandBar } from '../../features/catalogue/components/salary-band-bar.tsx';
import { useProgress } from '../../features/simulation/api/get-progress.ts';
import { useLoadedSandbox, useSandbox } from '../../features/simulation/api/get-sandbox.ts';
import { useMarkOpened } from '../../features/simulation/api/mark-opened.ts';
import { useStartSimulation } from '../../features/simulation/api/start-simulation.ts';
import { SimulationHeader } from '../../features/simulation/components/simulation-header.tsx';
import { SimulationWorkspace } from '../../features/simulation/components/simulation-workspace.tsx';
import { StartGate } from '../../features/simulation/components/start-gate.tsx';
import { simulatedWeekLabel } from '../../../shared/domain/simulation.ts';
import { EMPTY_WEEK, type RoleBasics } from '../../features/simulation/week.ts';
import { AnswerPanel } from '../../features/tasks/components/answer-panel.tsx';
import { RelatedLinks } from '../../features/tasks/components/related-links.tsx';
import { TasksProgress } from '../../features/tasks/components/tasks-progress.tsx';
import { useTaskList } from '../../features/tasks/api/task-requests.ts';
import { describeTaskStatus } from '../../features/tasks/task-status.ts';
import { relatedItems } from '../../features/tasks/related-items.ts';
import type { CoachRequest } from '../../features/coach/api/ask-coach.ts';
import { ResumeSection } from '../../features/resume/components/resume-section.tsx';
import { MatchContext } from '../../features/quiz/components/match-context.tsx';
import { usePaywall } from '../paywall-provider.tsx';
import { loadChunk } from '../../lib/lazy-chunk.ts';
import { ChunkErrorMessage } from './chunk-error.tsx';

// The coach's answers open in a dialog: its code loads the first time one is asked for.
const ResponseModal = lazy(() =>
  loadChunk(() => import('../../features/coach/components/response-modal.tsx')).then(
    (m) => ({ default: m.ResponseModal }),
    () => ({ default: ChunkErrorMessage }),
  ),
);

/** SPEC.md section 4: the role to come back to after paying. */
function rememberPendingSimulation(jobId: string): void {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.pendingSimulation, jobId);
  } catch {
    // Without session storage the person lands on the catalogue after paying.
  }
}

/**
 * A page of the ordinary width, for the role's public profile. It fills the screen while the
 * profile loads, so the footer does not show and then jump down when the profile arrives.
 */
function ProfilePage({ children }: { children: ReactNode }) {
  return <PageContainer className="min-h-dvh py-8 sm:py-12">{children}</PageContainer>;
}

function Loading() {
  return (
    <div className="flex min-h-dvh justify-center pt-24">
      <Spinner label="Loading your week…" />
    </div>
  );
}

/**
 * `/simulations/:jobId` (SPEC.md sections 2 and 4): a visitor sees the role's profile under the
 * auth modal; a signed-in user without a plan goes to /paywall; a subscriber on a limited plan
 * sees what opening the role costs; a subscriber works through the role's week. The header stays
 * one element through all of these, so nothing in it jumps as the page makes up its mind.
 */
export function SimulationRoute() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  const { data: user, isPending } = useCurrentUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const loadedWeek = useLoadedSandbox(jobId).data;
  // Opened from the quiz results: the page says why the role matched and leads back to them.
  const fromMatches = useSearchParams()[0].get('from') === 'matches';
  // True while a visitor who came here signs in and the paywall is on offer over the profile.
  const [offered, setOffered] = useState(false);

  const missing = job.error instanceof ApiError && job.error.status === 404;
  useDocumentTitle(job.data?.title ?? (missing ? 'Role not found' : undefined));
  const entitled = user ? hasEntitlement(user) : false;
  const inWeek =
    !missing &&
    user !== undefined &&
    user !== null &&
    entitled &&
    (user.openedSimulations.includes(jobId) || user.maxSimulations === UNLIMITED);

  // This page has its own header, so it listens for an ended session as the site header does.
  useSignOutWhenSessionEnds();
  // Leave first: signed out on this page, the visitor's auth modal would open.
  const logout = async () => {
    await navigate('/');
    await signOut(client).catch(() => {});
  };

  let body: ReactNode;
  if (missing) {
    // Not RoleProfile: its own look-up of the role would ask again and flip this page.
    body = (
      <ProfilePage>
        <RoleUnavailable missing />
      </ProfilePage>
    );
  } else if (isPending) {
    body = <Loading />;
  } else if (!user || (offered && !entitled)) {
    body = <VisitorView jobId={jobId} onOffered={setOffered} />;
  } else if (!entitled) {
    body = <ToPaywall jobId={jobId} />;
  } else {
    body = <SubscriberView jobId={jobId} user={user} job={job.data} />;
  }

  return (
    <>
      <SimulationHeader
        title={job.data?.title ?? (missing ? 'Role not found' : undefined)}
        subtitle={inWeek && loadedWeek ? simulatedWeekLabel(loadedWeek.weekOf) : undefined}
        reserveSubtitle={inWeek || isPending}
        titleIsHeading={inWeek}
        userName={user?.displayName}
        onLogout={user ? () => void logout() : undefined}
      />
      <main id="main" className="flex-1">
        {fromMatches && !missing ? (
          <PageContainer className="pt-8 sm:pt-12">
            <MatchContext jobId={jobId} />
          </PageContainer>
        ) : null}
        {body}
      </main>
    </>
  );
}

/**
 * A visitor reads the role's profile, with what opening it costs on the Start button (issue 15,
 * decision 012). Start opens the auth modal with payment options (SPEC.md section 2); signing in
 * dismisses it and the paywall follows for an account without a plan. Closing either leaves the
 * visitor on the role, with focus back on Start.
 */
function VisitorView({
  jobId,
  onOffered,
}: {
  jobId: string;
  onOffered: (offered: boolean) => void;
}) {
  const { openPaywall, cancelAuth } = usePaywall();
  // Leaving the page takes its auth modal away.
  useEffect(() => cancelAuth, [cancelAuth]);

  const start = () => {
    rememberPendingSimulation(jobId);
    onOffered(true);
    openPaywall({
      onAuthDismissed: () => onOffered(false),
      onPaywallDismissed: () => onOffered(false),
    });
  };

  return (
    <ProfilePage>
      <RoleProfile
        jobId={jobId}
        showBackLink={false}
        renderSimulation={(role) => (
          <StartGate
            title={role.title}
            cost={`${pricePromiseText(SINGLE_PLAN_PRICE_GBP)}. You create an account first and pay only at checkout.`}
            price={monthlyPriceText(SINGLE_PLAN_PRICE_GBP)}
            onStart={start}
          />
        )}
      />
    </ProfilePage>
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
}: {
  jobId: string;
  user: Profile;
  job: JobProfile | undefined;
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

  if (!started && !unlimited) {
    return (
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
    );
  }

  return (
    <Week
      jobId={jobId}
      job={job}
      started={started}
      startFailed={start.isError ? { onRetry: () => startRole(), retrying: start.isPending } : null}
    />
  );
}

function Week({
  jobId,
  job,
  started,
  startFailed,
}: {
  jobId: string;
  job: JobProfile | undefined;
  started: boolean;
  startFailed: { onRetry: () => void; retrying: boolean } | null;
}) {
  const client = useQueryClient();
  const sandbox = useSandbox(jobId, started);
  const progress = useProgress(jobId, sandbox.isSuccess);
  const taskList = useTaskList(jobId, sandbox.isSuccess);
  const [coach, setCoach] = useState<{ title: string; request: CoachRequest } | null>(null);
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
  if (!role) return <Loading />;
  const taskStatus = Object.fromEntries(
    (taskList.data?.tasks ?? []).map((t) => [
      t.taskId,
      { label: describeTaskStatus(t.status, t.bestScore), passed: t.status === 'passed' },
    ]),
  );

  const failure =
    startFailed ??
    (sandbox.isError
      ? { onRetry: () => void sandbox.refetch(), retrying: sandbox.isFetching }
      : undefined);
  const week = sandbox.data ?? (failure ? EMPTY_WEEK : undefined);

  const context = sandbox.data ? { id: jobId, title: role.title } : null;
  return (
    <>
      {coach ? (
        <Suspense fallback={null}>
          <ResponseModal
            title={coach.title}
            request={coach.request}
            onClose={() => setCoach(null)}
          />
        </Suspense>
      ) : null}
      <SimulationWorkspace
        onWorkflow={
          context
            ? (workflow) =>
                setCoach({
                  title: workflow.title,
                  request: { kind: 'workflow', workflowType: workflow.id, job: context },
                })
            : undefined
        }
        onQuestion={
          context
            ? (question) =>
                setCoach({ title: question, request: { kind: 'question', question, job: context } })
            : undefined
        }
        resume={
          context ? (
            <ResumeSection
              job={{
                id: jobId,
                title: role.title,
                description: job?.description ?? role.summary,
                skills: role.skills,
              }}
            />
          ) : undefined
        }
        role={role}
        week={week}
        failure={failure}
        opened={progress.data?.opened}
        onOpen={(kind, itemId) => markOpened({ kind, itemId })}
        salaryBand={<SalaryBandBar title={role.title} />}
        tasksSummary={sandbox.data ? <TasksProgress jobId={jobId} /> : null}
        taskStatus={taskStatus}
        renderTaskAnswer={(task) =>
          sandbox.data && task.status !== 'completed' && task.brief ? (
            <div className="space-y-5">
              <RelatedLinks items={relatedItems(task, sandbox.data)} />
              <AnswerPanel jobId={jobId} taskId={task.id} />
            </div>
          ) : null
        }
        saveError={
          mark.isError ? 'What you opened could not be saved. Please check your connection.' : null
        }
        drawInSteps={`week:${jobId}`}
      />
    </>
  );
}
