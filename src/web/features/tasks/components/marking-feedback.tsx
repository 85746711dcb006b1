import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import { PASS_MARK, type Marking } from '../../../../shared/contracts/tasks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ScoreRing } from './score-ring.tsx';

const LEVELS = {
  full: { label: 'Full credit', icon: CheckCircle2, tone: 'emerald' },
  partial: { label: 'Partial credit', icon: CircleDashed, tone: 'amber' },
  none: { label: 'No credit', icon: XCircle, tone: 'slate' },
} as const;

const FLAGS: Record<Marking['flags'][number], string> = {
  empty: 'There was no answer to mark.',
  'brief-copied': 'Most of this answer repeats the brief; only your own words earn credit.',
  'keyword-list':
    'This reads as a list of terms rather than sentences; write out your reasoning to earn credit.',
  'wrong-decision':
    'The recommendation is not the right call on these figures, so the score is capped at 40.',
};

export function engineLabel(engine: string): string {
  return engine === 'embedded' ? 'the embedded marker' : `the language model ${engine}`;
}

/** How an attempt was marked: the score, then each criterion with what earned or missed it. */
export function MarkingFeedback({ marking }: { marking: Marking }) {
  const passed = marking.score >= PASS_MARK;
  return (
    <section aria-labelledby="feedback-heading" className="space-y-4">
      <div className="flex items-center gap-4">
        <ScoreRing score={marking.score} />
        <div>
          <h3 id="feedback-heading" className="text-lg font-semibold text-navy-900">
            {passed ? 'Passed' : 'Not passed yet'}: {marking.score} out of 100
          </h3>
          <p className="text-sm text-slate-600">
            {passed
              ? 'Well done. You can resubmit to improve your score; your best attempt counts.'
              : `You need ${PASS_MARK} to pass. Use the feedback below and resubmit; your best attempt counts.`}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            Marked by {engineLabel(marking.engine)}
            {marking.indicative ? '; credit for judgement criteria is indicative.' : '.'}
          </p>
        </div>
      </div>
      {marking.flags.map((flag) => (
        <p
          key={flag}
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {FLAGS[flag]}
        </p>
      ))}
      <ol className="space-y-3">
        {marking.criteria.map((criterion) => {
          const level = LEVELS[criterion.level];
          const Icon = level.icon;
          return (
            <li key={criterion.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="flex items-start gap-2 font-medium text-navy-900">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
                  {criterion.criterion}
                </p>
                <span className="flex items-center gap-2">
                  <Badge tone={level.tone}>{level.label}</Badge>
                  <span className="tabular text-sm text-slate-600">
                    {Number.isInteger(criterion.points)
                      ? criterion.points
                      : criterion.points.toFixed(1)}{' '}
                    / {criterion.weight}
                  </span>
                </span>
              </div>
              {criterion.evidence ? (
                <blockquote className="mt-2 border-l-4 border-emerald-600 pl-3 text-sm text-slate-700 italic">
                  “{criterion.evidence}”
                </blockquote>
              ) : null}
              <p className="mt-1 text-sm text-slate-600">{criterion.note}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
