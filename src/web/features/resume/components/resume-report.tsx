import { ScoreRing } from '../../../components/ui/score-ring.tsx';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  CheckCircle2,
  CircleAlert,
  Printer,
  RotateCcw,
  Sparkles,
} from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { SkillFinding } from '../../../../shared/contracts/resume.ts';
import {
  scoreBand,
  severityColour,
  type ScoreBand,
  type SeverityColour,
} from '../../../../shared/domain/resume.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ScreeningReport } from '../api/analyze-resume.ts';
import {
  changeSinceLast,
  formatPoints,
  formatScreeningDate,
  reportLevel,
  reportScore,
  reportSummary,
} from '../report.ts';

/** SPEC.md section 2: 80 or more green, 60 to 79 yellow, below 60 red (AA contrast each). */
export const BAND_CLASSES: Record<ScoreBand, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-300',
  red: 'bg-red-50 text-red-800 ring-red-300',
};

const RING_STROKES: Record<ScoreBand, string> = {
  green: 'stroke-emerald-700',
  yellow: 'stroke-amber-600',
  red: 'stroke-red-700',
};

/** SPEC.md section 2: a High gap is red, a Medium one yellow, anything else blue. */
export const SEVERITY_CLASSES: Record<SeverityColour, { card: string; badge: string }> = {
  red: { card: 'border-l-red-600', badge: 'bg-red-50 text-red-800 ring-red-200' },
  yellow: { card: 'border-l-amber-500', badge: 'bg-amber-50 text-amber-900 ring-amber-300' },
  blue: { card: 'border-l-blue-600', badge: 'bg-blue-50 text-blue-800 ring-blue-200' },
};

type Strength = ScreeningReport['strengths'][number];
type Gap = ScreeningReport['gaps'][number];
type Recommendation = ScreeningReport['recommendations'][number];

export function ScoreBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <span
      data-band={band}
      className={`tabular inline-flex items-center rounded-full px-3 py-1 text-base font-bold ring-1 ring-inset ${BAND_CLASSES[band]}`}
    >
      {score}/100
    </span>
  );
}

function Panel({
  title,
  icon,
  children,
  className = '',
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`report-panel rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:shadow-none ${className}`}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        {icon}
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

function Quote({ children }: { children: string }) {
  return (
    <blockquote className="mt-2 border-l-4 border-emerald-600 pl-3 text-sm text-slate-700 italic">
      “{children}”
    </blockquote>
  );
}

function StrengthItem({ strength }: { strength: Strength }) {
  if (typeof strength === 'string') return <li className="text-slate-700">{strength}</li>;
  return (
    <li>
      {strength.area ? <p className="font-medium text-navy-900">{strength.area}</p> : null}
      {strength.description ? (
        <p className="text-sm leading-6 text-slate-700">{strength.description}</p>
      ) : null}
      {strength.evidence ? <Quote>{strength.evidence}</Quote> : null}
    </li>
  );
}

function GapItem({ gap }: { gap: Gap }) {
  const severity = typeof gap === 'string' ? undefined : gap.severity;
  const colour = severityColour(severity);
  return (
    <li
      data-severity={colour}
      className={`rounded-lg border border-l-4 border-slate-200 bg-white p-3 ${SEVERITY_CLASSES[colour].card}`}
    >
      {typeof gap === 'string' ? (
        <p className="text-slate-700">{gap}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {gap.area ? <p className="font-medium text-navy-900">{gap.area}</p> : null}
            {severity ? (
              <span
                className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${SEVERITY_CLASSES[colour].badge}`}
              >
                {severity} priority
              </span>
            ) : null}
          </div>
          {gap.description ? (
            <p className="mt-1 text-sm leading-6 text-slate-700">{gap.description}</p>
          ) : null}
          {gap.recommendation ? (
            <p className="mt-2 flex gap-1.5 text-sm leading-6 text-navy-900">
              <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-navy-600" />
              <span>{gap.recommendation}</span>
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

function RecommendationItem({ recommendation }: { recommendation: Recommendation }) {
  if (typeof recommendation === 'string') {
    return <li className="text-slate-700">{recommendation}</li>;
  }
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      {recommendation.category ? (
        <h4 className="font-medium text-navy-900">{recommendation.category}</h4>
      ) : null}
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700 marker:text-emerald-700">
        {recommendation.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </li>
  );
}

function ImportanceBadge({ importance }: { importance: SkillFinding['importance'] }) {
  return importance === 'must-have' ? (
    <Badge tone="navy">Must-have</Badge>
  ) : (
    <Badge tone="slate">Nice-to-have</Badge>
  );
}

function MatchedSkill({ finding }: { finding: SkillFinding }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
        <span className="font-medium text-navy-900">{finding.skill}</span>
        <ImportanceBadge importance={finding.importance} />
        {finding.shown === 'in-work' ? (
          <Badge tone="emerald">Shown in your work</Badge>
        ) : (
          <Badge tone="amber">Only listed in skills</Badge>
        )}
      </div>
      {finding.evidence ? <Quote>{finding.evidence}</Quote> : null}
    </li>
  );
}

/** The role's skills the CV shows, with the line that shows each, and those it lacks. */
function SkillsPanel({ report }: { report: ScreeningReport }) {
  const missing = [...report.missingSkills].sort(
    (a, b) => Number(b.importance === 'must-have') - Number(a.importance === 'must-have'),
  );
  return (
    <Panel title="Skills for this role">
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-navy-900">
            Found in your CV <span className="tabular">({report.matchedSkills.length})</span>
          </h4>
          {report.matchedSkills.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {report.matchedSkills.map((finding) => (
                <MatchedSkill key={finding.skill} finding={finding} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">None of this role's skills were found.</p>
          )}
        </div>
        <div>
          <h4 className="text-sm font-semibold text-navy-900">
            Not found in your CV <span className="tabular">({missing.length})</span>
          </h4>
          {missing.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {missing.map((finding) => (
                <li
                  key={finding.skill}
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="font-medium text-navy-900">{finding.skill}</span>
                  <ImportanceBadge importance={finding.importance} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              Your CV shows every skill this role lists.
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}

function BreakdownPanel({ breakdown }: { breakdown: ScreeningReport['breakdown'] }) {
  return (
    <Panel title="How your score was made">
      <ul className="space-y-4">
        {breakdown.map((row) => (
          <li key={row.part}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-navy-900">{row.part}</span>
              <span className="tabular shrink-0 text-sm text-slate-700">
                {row.max > 0
                  ? `${formatPoints(row.points)} of ${formatPoints(row.max)}`
                  : `${formatPoints(row.points)} points`}
              </span>
            </div>
            {row.max > 0 ? (
              <div
                aria-hidden="true"
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-navy-600"
                  style={{ width: `${Math.min(100, Math.max(0, (row.points / row.max) * 100))}%` }}
                />
              </div>
            ) : null}
            {row.note ? <p className="mt-1 text-sm text-slate-600">{row.note}</p> : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ChangeLine({ score, report }: { score: number; report: ScreeningReport }) {
  const text = changeSinceLast(report.fitScore ?? score, report.previous);
  if (!text || !report.previous) return null;
  const change = (report.fitScore ?? score) - Math.round(report.previous.fitScore);
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : ArrowRight;
  const tone = change > 0 ? 'text-emerald-800' : change < 0 ? 'text-red-800' : 'text-slate-700';
  return (
    <p className={`mt-2 flex items-center gap-1 text-sm font-medium ${tone}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}

/** The engine that wrote the prose; the score is always FinSim's own. */
function engineLine(engine: string | undefined): string {
  if (!engine || engine === 'embedded') return "Scored and written by FinSim's built-in screener.";
  return `Scored by FinSim's built-in screener; advice written by ${engine}.`;
}

/** Prints the report alone: the print styles show only `.cv-report` while this is set. */
function printReport() {
  const root = document.documentElement;
  root.dataset.print = 'cv-report';
  window.addEventListener('afterprint', () => delete root.dataset.print, { once: true });
  window.print();
}

/**
 * The screening report (SPEC.md section 2, PRODUCT.md "Transparent CV scoring" and "Print and
 * share"): the score and level, the summary, how the score was made and from which skills, the
 * strengths, the gaps by severity, the action plan and the career advice.
 */
export function ResumeReport({
  report,
  fileName,
  jobTitle,
  onReset,
}: {
  report: ScreeningReport;
  fileName: string;
  jobTitle: string;
  onReset: () => void;
}) {
  const score = reportScore(report);
  const screened = formatScreeningDate(report.analysedAt);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The report replaces the button that asked for it: take the reader to it.
  useEffect(() => {
    heading.current?.focus();
    return () => {
      if (document.documentElement.dataset.print === 'cv-report') {
        delete document.documentElement.dataset.print;
      }
    };
  }, []);

  return (
    <article aria-label={`CV report for ${jobTitle}`} className="cv-report space-y-4">
      <p className="hidden text-sm font-semibold tracking-[0.2em] text-emerald-800 uppercase print:block">
        FinSim · CV screening report
      </p>
      <section
        aria-labelledby={headingId}
        className="report-panel rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:shadow-none"
      >
        <p className="text-sm break-words text-slate-600">
          <span className="font-medium text-navy-900">{fileName}</span> screened for {jobTitle}
          {screened ? ` on ${screened}` : ''}
        </p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
          <ScoreRing
            score={score}
            strokeClassName={RING_STROKES[scoreBand(score)]}
            className="size-24"
          />
          <div className="min-w-0">
            <h3
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold text-navy-900 focus:outline-none"
            >
              Overall Suitability
            </h3>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <ScoreBadge score={score} />
              <span className="text-lg font-semibold text-navy-800">{reportLevel(report)}</span>
            </div>
            <ChangeLine score={score} report={report} />
          </div>
        </div>
        <div className="mt-4 space-y-2 leading-7 text-slate-700">
          {reportSummary(report).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-3 text-xs text-slate-600">{engineLine(report.engine)}</p>
      </section>

      {report.breakdown.length > 0 ? <BreakdownPanel breakdown={report.breakdown} /> : null}
      {report.matchedSkills.length + report.missingSkills.length > 0 ? (
        <SkillsPanel report={report} />
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <Panel
          title="Your Strengths"
          icon={<CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />}
        >
          {report.strengths.length > 0 ? (
            <ul className="space-y-3">
              {report.strengths.map((strength, index) => (
                <StrengthItem key={index} strength={strength} />
              ))}
            </ul>
          ) : (
            <Empty>
              No strengths for this role were found yet; the action plan shows where to start.
            </Empty>
          )}
        </Panel>
        <Panel
          title="Areas for Improvement"
          icon={<CircleAlert aria-hidden="true" className="size-5 text-amber-700" />}
        >
          {report.gaps.length > 0 ? (
            <ul className="space-y-3">
              {report.gaps.map((gap, index) => (
                <GapItem key={index} gap={gap} />
              ))}
            </ul>
          ) : (
            <Empty>No gaps were found against this role's skills.</Empty>
          )}
        </Panel>
      </div>

      <Panel title="Action Plan">
        {report.recommendations.length > 0 ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {report.recommendations.map((recommendation, index) => (
              <RecommendationItem key={index} recommendation={recommendation} />
            ))}
          </ul>
        ) : (
          <Empty>Nothing further to do for now: keep your CV up to date as you go.</Empty>
        )}
      </Panel>

      {report.careerAdvice?.trim() ? (
        <Panel
          title="Career Development Advice"
          icon={<Sparkles aria-hidden="true" className="size-5 text-navy-700" />}
        >
          <div className="space-y-2 leading-7 text-slate-700">
            {report.careerAdvice
              .split(/\n{2,}/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </div>
        </Panel>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end print:hidden">
        <Button variant="secondary" onClick={printReport}>
          <Printer aria-hidden="true" className="size-4" /> Print report
        </Button>
        <Button onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" /> Upload Different Resume
        </Button>
      </div>
    </article>
  );
}
