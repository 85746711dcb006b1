import { ArrowRight, Compass, Mail, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DECISION_REDIRECT_DELAY_MS } from '../../../shared/domain/product.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { isQuizCompleted } from '../../lib/storage-keys.ts';

export function DecisionRoute() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const quizDone = isQuizCompleted();

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
    <PageContainer className="max-w-3xl">
      <PageHeading
        title="Where would you like to start?"
        lead="Explore the catalogue of finance roles, take the matching quiz, and open the roles that interest you."
      />
      <button
        type="button"
        onClick={explore}
        aria-busy={leaving}
        className={`group w-full rounded-2xl border-2 bg-white p-6 text-left shadow-sm transition sm:p-8 ${
          leaving
            ? 'border-emerald-600 ring-4 ring-emerald-100'
            : 'border-slate-200 hover:border-emerald-500'
        }`}
      >
        <span className="flex items-start gap-4">
          <span className="rounded-xl bg-emerald-50 p-3 text-emerald-700">
            <Compass aria-hidden="true" className="size-8" />
          </span>
          <span className="flex-1">
            <span className="block text-2xl font-bold text-navy-900">Explore Finance Careers</span>
            <span className="mt-2 block text-slate-600">
              {quizDone
                ? 'Welcome back: your quiz matches are waiting. Review your top roles or browse the full catalogue.'
                : 'Take the 20-question matching quiz or browse every role by category, level and salary band.'}
            </span>
            <span className="mt-4 inline-flex items-center gap-2 font-semibold text-emerald-800">
              {leaving ? 'Opening the catalogue…' : quizDone ? 'See my matches' : 'Start exploring'}
              <ArrowRight
                aria-hidden="true"
                className="size-5 transition group-hover:translate-x-1"
              />
            </span>
          </span>
        </span>
      </button>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ButtonLink to="/role-selection?quiz=start" variant="secondary">
          <Sparkles aria-hidden="true" className="size-4" />
          {quizDone ? 'Retake the matching quiz' : 'Take the 20-question matching quiz'}
        </ButtonLink>
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
