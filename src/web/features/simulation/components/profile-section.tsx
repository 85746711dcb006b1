import { memo } from 'react';
import { BriefcaseBusiness, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROFILE_LIST_CAP } from '../../../../shared/domain/simulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ROLE_DIFFICULTY_LABELS } from '../week-format.ts';
import type { RoleBasics, WeekContent } from '../week.ts';
import { WorkspaceSection } from './workspace-section.tsx';

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-2.5">
      {items.slice(0, PROFILE_LIST_CAP).map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="mt-2.5 size-1.5 shrink-0 rounded-full bg-emerald-600"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const SCENARIO_PARTS = [
  ['you', 'You'],
  ['team', 'Your team'],
  ['firm', 'Your firm'],
  ['weekAhead', 'The week ahead'],
] as const;

/**
 * The role (from the catalogue, so it shows before the week arrives) and then the week's scenario.
 * The scenario comes last so that its arrival moves nothing already on screen.
 */
export const ProfileSection = memo(function ProfileSection({
  role,
  scenario,
  salaryBand,
}: {
  role: RoleBasics;
  /** Undefined while the week loads; null when it could not be loaded. */
  scenario: WeekContent['scenario'] | undefined;
  salaryBand?: ReactNode;
}) {
  return (
    <WorkspaceSection id="profile">
      <div className="space-y-4">
        <Card className="p-5 sm:p-6">
          <div className="flex flex-wrap gap-2">
            <Badge tone="emerald">{role.category}</Badge>
            <Badge tone="navy">{ROLE_DIFFICULTY_LABELS[role.difficulty] ?? role.difficulty}</Badge>
          </div>
          <p className="mt-3 text-lg leading-7 text-navy-900">{role.summary}</p>
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            {salaryBand ? <div>{salaryBand}</div> : null}
            <div>
              <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Skills
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {role.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Card>
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="p-5 sm:p-6">
            <h3 className="flex items-center gap-2 font-semibold text-navy-900">
              <BriefcaseBusiness aria-hidden="true" className="size-5 text-emerald-700" />
              Responsibilities
            </h3>
            <Bullets items={role.responsibilities} />
          </Card>
          <Card className="p-5 sm:p-6">
            <h3 className="flex items-center gap-2 font-semibold text-navy-900">
              <CalendarClock aria-hidden="true" className="size-5 text-emerald-700" />A typical day
            </h3>
            <Bullets items={role.dailyTasks} />
          </Card>
        </div>
        {scenario === null ? null : (
          <div>
            <h3 className="mt-2 text-lg font-semibold text-navy-900">Your scenario</h3>
            <div className="mt-3 grid gap-4 md:grid-cols-2" aria-busy={scenario === undefined}>
              {SCENARIO_PARTS.map(([key, title]) => (
                <section
                  key={key}
                  aria-label={title}
                  className="min-h-36 rounded-xl bg-navy-50/70 p-4 ring-1 ring-navy-100 ring-inset"
                >
                  <h4 className="font-semibold text-navy-900">{title}</h4>
                  {scenario ? (
                    <p className="mt-1 text-sm leading-6 text-slate-700">{scenario[key]}</p>
                  ) : (
                    <span className="mt-3 block h-16 animate-pulse rounded bg-navy-100/60" />
                  )}
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </WorkspaceSection>
  );
});
