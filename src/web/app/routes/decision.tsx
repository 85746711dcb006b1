import { ArrowRight, Check, Compass, Mail, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DECISION_REDIRECT_DELAY_MS, formatRoleCount } from '../../../shared/domain/product.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { isQuizCompleted } from '../../lib/storage-keys.ts';
import { useSite } from '../../features/site/api/get-site.ts';

/** Where the matching quiz starts. */
export const QUIZ_START_PATH = '/role-selection?quiz=start';

/** One way in: what it is, what it gives, and the action that takes it. */
function Choice({
  icon,
  title,
  lead,
  gives,
  children,
}: {
  icon: ReactNode;
  title: string;
  lead: string;
  gives: readonly string[];
  children: (describedBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="w-fit rounded-xl bg-emerald-50 p-3 text-emerald-700">{icon}</span>
      <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{lead}</p>
      <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        What you get
      </h3>
      <ul id={`${id}-gives`} className="mt-3 flex-1 space-y-2">
        {gives.map((item) => (
          <li key={item} className="flex items-start gap-2 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-3">{children(`${id}-gives`)}</div>
    </section>
  );
}

/**
 * `/decision` (SPEC.md section 2, issue 15): two real ways in, each saying what it gives. The
 * quiz finds the roles that fit; Explore Finance Careers opens the catalogue after 500 ms. Both
 * are free, and both change their words once the quiz has been taken.
 */
export function DecisionRoute() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const quizDone = isQuizCompleted();
  const { data: site } = useSite();
  const roles = site ? `all ${formatRoleCount(site.roleCount)} roles` : 'every role';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const explore = () => {
    if (leaving) return;
    setLeaving(true);
    // SPEC.md section 2: the card leads on after 500 ms, time for its confirmation to show.
    timer.current = window.setTimeout(
      () => navigate('/role-selection'),
      DECISION_REDIRECT_DELAY_MS,
    );
  };

  return (
    <PageContainer className="max-w-5xl">
      <PageHeading
        title="Where would you like to start?"
        lead="Two ways in, both free and without an account. Switch between them whenever you like."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Choice
          icon={<Sparkles aria-hidden="true" className="size-8" />}
          title={quizDone ? 'Your quiz matches' : 'Take the matching quiz'}
          lead={
            quizDone
              ? 'You have taken the quiz: your matches are saved on this device, at the top of the catalogue.'
              : '20 questions about what you enjoy and how you work. About 4 minutes.'
          }
          gives={[
            'Your 12 best-fitting roles, each with a match score',
            'Why each role fits: the answers that point to it',
            'A shortlist you can keep and come back to',
          ]}
        >
          {(describedBy) =>
            quizDone ? (
              <>
                <ButtonLink to="/role-selection" size="lg" aria-describedby={describedBy}>
                  See my matches <ArrowRight aria-hidden="true" className="size-5" />
                </ButtonLink>
                <ButtonLink to={QUIZ_START_PATH} variant="secondary">
                  Retake the quiz
                </ButtonLink>
              </>
            ) : (
              <ButtonLink to={QUIZ_START_PATH} size="lg" aria-describedby={describedBy}>
                Take the quiz <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            )
          }
        </Choice>
        <Choice
          icon={<Compass aria-hidden="true" className="size-8" />}
          title="Explore Finance Careers"
          lead={
            quizDone
              ? `Welcome back: your quiz matches are waiting. Or browse ${roles} by category, level and salary band.`
              : `Browse ${roles} yourself: search by title or skill, and filter by category, level and salary band.`
          }
          gives={[
            "Every role's profile: the work, a typical day and the skills it asks for",
            'The salary band and level of each role, in the list and on its page',
            'What a simulation of the role costs, shown before you sign up',
          ]}
        >
          {(describedBy) => (
            <Button
              size="lg"
              variant={quizDone ? 'primary' : 'secondary'}
              onClick={explore}
              aria-busy={leaving}
              aria-describedby={describedBy}
            >
              {leaving ? 'Opening the catalogue…' : 'Browse all roles'}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </Choice>
      </div>
      <div className="mt-10 flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">Questions about FinSim, your account or a subscription?</p>
        <ButtonLink to="/contact" variant="secondary">
          <Mail aria-hidden="true" className="size-4" /> Contact Us
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
