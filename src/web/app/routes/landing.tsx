import { ArrowRight, BriefcaseBusiness, ClipboardCheck, Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageContainer } from '../../components/ui/page.tsx';
import { HeroCarousel } from '../../features/landing/components/hero-carousel.tsx';
import { SiteStats } from '../../features/site/components/site-stats.tsx';

const STEPS = [
  {
    icon: Compass,
    title: 'Match',
    text: 'Take the 20-question quiz or browse the catalogue by category, level and salary band.',
  },
  {
    icon: BriefcaseBusiness,
    title: 'Simulate',
    text: 'Work through a week in the role: e-mails, meetings, files, news and real tasks with feedback.',
  },
  {
    icon: ClipboardCheck,
    title: 'Prepare',
    text: 'Use the coaching workflows and screen your CV against the role before you apply.',
  },
];

export function LandingRoute() {
  return (
    <PageContainer className="space-y-12">
      <section className="grid items-center gap-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wider text-emerald-800 uppercase">
            Finance careers, tried first
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">
            Know the job before you chase it.
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            FinSim helps students and job seekers find the finance roles that suit them, then live a
            realistic day in each one.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/decision" size="lg">
              Start Your Journey <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/role-selection" size="lg" variant="secondary">
              Browse roles
            </ButtonLink>
          </div>
        </div>
        <div className="lg:col-span-3">
          <HeroCarousel />
        </div>
      </section>

      <section aria-label="FinSim in numbers">
        <SiteStats />
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-navy-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <step.icon aria-hidden="true" className="size-7 text-emerald-700" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">
                  <span className="tabular text-slate-500">{i + 1}.</span> {step.title}
                </h3>
                <p className="mt-2 text-slate-600">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </PageContainer>
  );
}
