import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { CoachKnowledge } from '../../../shared/contracts/coach-knowledge.ts';
import type { ResumeAnalysis } from '../../../shared/contracts/resume.ts';
import type { Screening } from './screening.ts';

/** The words of a report; the score, skills and breakdown come from the screening unchanged. */
export type ReportProse = Pick<
  ResumeAnalysis,
  'summary' | 'strengths' | 'gaps' | 'recommendations' | 'careerAdvice'
> & { suitability: string };

const article = (title: string) => `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
const years = (months: number) =>
  months < 12
    ? `${months} month${months === 1 ? '' : 's'}`
    : `${Math.round((months / 12) * 10) / 10} years`;
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The embedded writer: plain sentences from the screening's findings, nothing it did not find. */
export function writeReport(
  screening: Screening,
  role: JobProfile,
  knowledge: Omit<CoachKnowledge, 'roles'> | undefined,
): ReportProse {
  const { matched, missing, fitScore } = screening;
  const must = matched.filter((m) => m.importance === 'must-have');
  const mustTotal = must.length + missing.filter((m) => m.importance === 'must-have').length;
  const inWork = matched.filter((m) => m.shown === 'in-work');
  const listedOnly = matched.filter((m) => m.shown === 'listed');

  const suitability =
    fitScore >= 80
      ? `Your CV shows most of what ${article(role.title)} needs, with evidence from your work.`
      : fitScore >= 60
        ? `Your CV shows much of what ${article(role.title)} needs; a few gaps stand between it and a strong match.`
        : `Your CV shows some of what ${article(role.title)} needs; the gaps below are where to start.`;

  const summary = [
    `Your CV shows ${matched.length} of the ${role.skills.length} skills ${article(role.title)} uses (${must.length} of ${mustTotal} must-haves), ${inWork.length} of them in work you describe.`,
    screening.relevantMonths > 0
      ? `It has ${years(screening.relevantMonths)} of experience in finance roles${screening.relevantRoles[0] ? `, most recently as ${screening.relevantRoles[0].title || 'a role'}${screening.relevantRoles[0].organisation ? ` at ${screening.relevantRoles[0].organisation}` : ''}` : ''}.`
      : 'It has no dated roles in finance yet.',
    screening.listHeavy
      ? 'Most of the skills it names are only listed: show them in what you did, and they will count in full.'
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  const strengths: ReportProse['strengths'] = [];
  for (const skill of inWork.slice(0, 4))
    strengths.push({
      area: skill.skill,
      description: `You show this ${skill.importance} skill in your work, not just in a list.`,
      evidence: skill.evidence ?? '',
    });
  if (screening.relevantRoles.length > 0) {
    const first = screening.relevantRoles[0]!;
    strengths.push({
      area: 'Relevant experience',
      description: `${years(screening.relevantMonths)} in finance roles, which meets or counts towards the ${role.difficulty}-level bar for this role.`,
      evidence: [first.title, first.organisation, first.dates].filter(Boolean).join(', '),
    });
  }
  if (screening.financeQualifications.length > 0)
    strengths.push({
      area: 'Professional qualifications',
      description: 'Employers in finance value these study routes and often sponsor them.',
      evidence: screening.financeQualifications.join(', '),
    });
  if (screening.quantified.length >= 2)
    strengths.push({
      area: 'Quantified achievements',
      description: 'You put numbers on what you achieved, which is what screeners look for.',
      evidence: screening.quantified[0]!,
    });

  const gaps: ReportProse['gaps'] = [];
  for (const skill of missing.filter((m) => m.importance === 'must-have'))
    gaps.push({
      area: skill.skill,
      description: `A must-have skill for this role that your CV does not show.`,
      severity: 'High',
      recommendation: `If you have used it, add a line to a role saying where and with what result; if not, build it first.`,
    });
  for (const skill of listedOnly.filter((m) => m.importance === 'must-have'))
    gaps.push({
      area: skill.skill,
      description: 'Listed, but not shown in any work you describe, so it counts for less.',
      severity: 'Medium',
      recommendation: `Add a line under a role or project showing when you used ${skill.skill.toLowerCase()} and what came of it.`,
    });
  if (screening.relevantMonths === 0)
    gaps.push({
      area: 'Finance experience',
      description: `No dated role in finance. ${role.difficulty === 'entry' ? 'An internship, spring week or part-time role would count.' : `This is a ${role.difficulty}-level role, which usually asks for finance experience.`}`,
      severity: role.difficulty === 'entry' ? 'Medium' : 'High',
      recommendation:
        'Describe any finance-related work, study project or society role with its dates, so it counts.',
    });
  if (screening.quantified.length < 2)
    gaps.push({
      area: 'Quantified achievements',
      description: 'Few lines say how much, how many or how fast.',
      severity: 'Medium',
      recommendation:
        'Rewrite two or three lines with a number: the value, the volume or the time you saved.',
    });
  for (const skill of missing.filter((m) => m.importance === 'nice-to-have').slice(0, 3))
    gaps.push({
      area: skill.skill,
      description: 'A nice-to-have skill for this role that your CV does not show.',
      severity: 'Low',
      recommendation: `Worth adding if you have it; otherwise something to build over time.`,
    });

  const toBuild = knowledge?.skillsToBuild.slice(0, 3) ?? [];
  const recommendations: ReportProse['recommendations'] = [
    {
      category: 'Show your skills in your work',
      items: [
        ...listedOnly
          .slice(0, 3)
          .map((s) => `Move "${s.skill}" from your skills list into a line of work.`),
        ...(screening.quantified.length < 3
          ? ['Add a number to your strongest lines: how much, how many, how fast.']
          : []),
        'Put the skills this role names in the words it uses, where they are true of you.',
      ],
    },
    {
      category: 'Skills to build',
      items:
        missing.length > 0
          ? missing.slice(0, 4).map((s) => `${s.skill} (${s.importance})`)
          : ['You show every skill this role names: deepen the must-haves with harder examples.'],
    },
    ...(toBuild.length > 0
      ? [{ category: `How people build them`, items: toBuild.map((s) => `${s.skill}: ${s.how}`) }]
      : []),
  ];

  const ladder = knowledge?.careerLadder ?? [];
  const careerAdvice = [
    role.experienceLevels[0] ? `The usual way in: ${role.experienceLevels[0]}.` : '',
    ladder.length > 1
      ? `From there the ladder runs ${listOf(ladder.slice(0, 3).map((s) => s.title.toLowerCase()))}.`
      : '',
    screening.financeQualifications.length === 0 && knowledge
      ? `Many people in this family of roles study for a qualification early; see the role's Research Report workflow for which.`
      : '',
    'Run the simulation tasks for this role: they are the work you would be asked to do, and a certificate of them is evidence you can add to your CV.',
  ]
    .filter(Boolean)
    .join(' ');

  return { summary, strengths, gaps, recommendations, careerAdvice, suitability };
}
