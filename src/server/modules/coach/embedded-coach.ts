import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { CoachKnowledge } from '../../../shared/contracts/coach-knowledge.ts';
import type { SimulationContent } from '../../../shared/contracts/simulation.ts';
import { QUICK_QUESTIONS, type WorkflowId } from '../../../shared/domain/coaching.ts';

/** Everything the coach may say about one role: its profile, its week and its family's knowledge. */
export interface CoachGrounds {
  role: JobProfile;
  simulation: SimulationContent | undefined;
  knowledge: Omit<CoachKnowledge, 'roles'>;
  /** Other roles of the same category, for "roles close to this one". */
  neighbours: readonly JobProfile[];
}

/**
 * The grounds for one role: its family's knowledge with the role's own overrides, its week and its
 * neighbours; null when the coach knows nothing of the role's family.
 */
export function groundsFor(
  role: JobProfile,
  roles: readonly JobProfile[],
  simulation: SimulationContent | undefined,
  knowledge: ReadonlyMap<string, CoachKnowledge>,
): CoachGrounds | null {
  const family = knowledge.get(role.category);
  if (!family) return null;
  const { roles: overrides, ...base } = family;
  return {
    role,
    simulation,
    knowledge: { ...base, ...(overrides[role.job_id] ?? {}) },
    neighbours: roles.filter((r) => r.category === role.category && r.job_id !== role.job_id),
  };
}

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const section = (title: string, body: string) => `## ${title}\n${body}`;
const article = (title: string) => `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;

/** Words of a text worth matching on (skills and task words), lower case. */
function keywords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? []).filter(
      (w) => !['about', 'their', 'which', 'would', 'these', 'those', 'other', 'where'].includes(w),
    ),
  );
}

function dayInLife({ role, simulation, knowledge }: CoachGrounds): string {
  const parts = [
    `A typical day as ${article(role.title)}, drawn from the week in your simulation (${role.difficulty}-level, ${role.salary_range}).`,
    section('What fills the day', list(role.dailyTasks.slice(0, 5))),
  ];
  if (simulation) {
    const meetings = [...simulation.meetings].sort((a, b) => a.time.localeCompare(b.time));
    const firstDay = meetings[0] ? day.format(new Date(meetings[0].time)) : null;
    const thatDay = meetings.filter((m) => day.format(new Date(m.time)) === firstDay);
    if (thatDay.length > 0)
      parts.push(
        section(
          `${firstDay} in the simulated week`,
          list(
            thatDay.map(
              (m) =>
                `${clock.format(new Date(m.time))}: ${m.title} (${m.durationMinutes} min, ${m.location})`,
            ),
          ),
        ),
      );
    const urgent = simulation.emails.filter((e) => e.priority === 'high').slice(0, 3);
    if (urgent.length > 0)
      parts.push(
        section(
          'What lands in the inbox',
          list(urgent.map((e) => `${e.from.name} (${e.from.role}): "${e.subject}"`)),
        ),
      );
    const due = simulation.tasks.filter((t) => t.status !== 'completed').slice(0, 3);
    if (due.length > 0)
      parts.push(section('Work you deliver', list(due.map((t) => `${t.title}: ${t.description}`))));
  }
  parts.push(section('The working culture', list(knowledge.workCulture.slice(0, 2))));
  return parts.join('\n\n');
}

function interviewPrep({ role, simulation, knowledge }: CoachGrounds): string {
  const questions = knowledge.interviewQuestions.slice(0, 6);
  const parts = [
    `How interviews for ${article(role.title)} test you, and what a strong answer shows. Prepare your own examples; do not memorise scripts.`,
    section(
      'Questions you are likely to meet',
      questions
        .map((q, i) => `${i + 1}. ${q.question}\n   What a good answer shows: ${q.goodAnswerShows}`)
        .join('\n'),
    ),
    section(
      'Skills they will probe',
      list(
        role.skills
          .slice(0, 6)
          .map((skill) => `${skill}: have one example of using it, with a result`),
      ),
    ),
  ];
  const task = simulation?.tasks.find((t) => t.status !== 'completed' && t.brief);
  if (task)
    parts.push(
      section(
        'A case to practise, from your simulated week',
        `${task.title}. ${task.description} Talk it through aloud in five minutes: the numbers you would need, the call you would make and the risk you would flag.`,
      ),
    );
  return parts.join('\n\n');
}

function jobDiscovery({ role, knowledge, neighbours }: CoachGrounds): string {
  return [
    `${role.title}: ${role.summary}`,
    section(
      'The role at a glance',
      list([
        `Category: ${role.category}`,
        `Level: ${role.difficulty}`,
        `Typical salary band: ${role.salary_range}`,
        `Core skills: ${role.skills.slice(0, 6).join(', ')}`,
      ]),
    ),
    section(
      'How the career usually runs',
      list(knowledge.careerLadder.map((step) => `${step.title} (${step.years}): ${step.focus}`)),
    ),
    section(
      'Roles close to this one',
      list(
        neighbours
          .slice(0, 4)
          .map((n) => `${n.title} (${n.difficulty}, ${n.salary_range}): ${n.summary}`),
      ),
    ),
    section(
      'Where people go next',
      list(knowledge.exitOpportunities.slice(0, 4).map((e) => `${e.destination}: ${e.why}`)),
    ),
  ].join('\n\n');
}

function aiImpact({ role, knowledge, simulation }: CoachGrounds): string {
  const touched = role.dailyTasks.filter((task) => {
    const words = keywords(task);
    return knowledge.aiImpact.some((a) =>
      [...keywords(`${a.task} ${a.change}`)].some((w) => words.has(w)),
    );
  });
  const untouched = role.dailyTasks.filter((task) => !touched.includes(task));
  const thisWeek = simulation?.tasks.filter((t) => t.status !== 'completed').slice(0, 3) ?? [];
  return [
    `How AI is changing the work of ${article(role.title)}, task by task.`,
    section(
      'What is changing',
      list(knowledge.aiImpact.map((a) => `${a.task} (${a.horizon}): ${a.change}`)),
    ),
    section(
      'Your daily tasks most exposed',
      touched.length > 0
        ? list(touched.slice(0, 4))
        : 'None of the daily tasks listed for this role maps directly onto the changes above.',
    ),
    section('Daily tasks where the judgement stays with you', list(untouched.slice(0, 3))),
    ...(thisWeek.length > 0
      ? [
          section(
            'In your simulated week',
            `Tools can gather the data and draft a first version of work such as ${thisWeek
              .map((t) => `"${t.title}"`)
              .join(', ')}; the figures you check and the call you make are still yours.`,
          ),
        ]
      : []),
    section(
      'Skills that keep their value',
      list(knowledge.skillsToBuild.map((s) => `${s.skill}: ${s.how}`)),
    ),
  ].join('\n\n');
}

function newsInterpreter({ role, simulation }: CoachGrounds): string {
  if (!simulation || simulation.news.length === 0)
    return `There is no news in the simulated week of ${article(role.title)} to interpret yet.`;
  const ordered = [...simulation.news].sort((a, b) => {
    const rank = { high: 0, medium: 1, low: 2 };
    return rank[a.impact] - rank[b.impact] || a.timestamp.localeCompare(b.timestamp);
  });
  return [
    `This week's news (simulated) read as ${article(role.title)} would read it, most important first.`,
    ...ordered
      .slice(0, 4)
      .map((item) =>
        section(
          `${item.headline} (${item.impact} impact, ${item.category})`,
          `${item.summary}\n\nWhy it matters to you: ${item.relevance}`,
        ),
      ),
  ].join('\n\n');
}

function researchReport({ role, simulation, knowledge }: CoachGrounds): string {
  const parts = [
    `A short research briefing for someone considering work as ${article(role.title)}.`,
  ];
  parts.push(section('The job', `${role.description}`));
  if (simulation) {
    const firms = [...simulation.companies].sort((a, b) => b.matchScore - a.matchScore).slice(0, 3);
    parts.push(
      section(
        'Firms you would work with or for',
        firms
          .map(
            (c) =>
              `${c.name} (${c.headquarters}; founded ${c.foundedYear}; ${c.employees} employees; revenue ${c.revenue}; as of ${c.asOf}, ${c.source}): ${c.description}`,
          )
          .join('\n'),
      ),
    );
    parts.push(
      section(
        'Ideas to understand first',
        list(simulation.fundamentals.slice(0, 4).map((f) => `${f.term}: ${f.definition}`)),
      ),
    );
  }
  parts.push(section('The main challenges', list(knowledge.mainChallenges.slice(0, 3))));
  parts.push(
    section(
      'The way in',
      list([
        ...role.experienceLevels.slice(0, 2),
        ...knowledge.skillsToBuild.slice(0, 2).map((s) => `${s.skill}: ${s.how}`),
      ]),
    ),
  );
  return parts.join('\n\n');
}

const WORKFLOW_WRITERS: Record<WorkflowId, (grounds: CoachGrounds) => string> = {
  'day-in-life': dayInLife,
  'interview-prep': interviewPrep,
  'job-discovery': jobDiscovery,
  'ai-impact': aiImpact,
  'news-interpreter': newsInterpreter,
  'research-report': researchReport,
};

export function composeWorkflow(workflow: WorkflowId, grounds: CoachGrounds): string {
  return WORKFLOW_WRITERS[workflow](grounds);
}

/** Where the answer touches the role's own week: the work, the skills it uses and a firm. */
function inYourWeek({ role, simulation }: CoachGrounds, focus: 'work' | 'people' | 'next'): string {
  const tasks = simulation?.tasks.filter((t) => t.status !== 'completed').slice(0, 2) ?? [];
  const firm = simulation
    ? [...simulation.companies].sort((a, b) => b.matchScore - a.matchScore)[0]
    : undefined;
  const lines =
    focus === 'people'
      ? [
          ...(simulation ? [`Your team: ${simulation.scenario.team}`] : []),
          ...(simulation?.meetings
            .slice(0, 2)
            .map((m) => `You meet in "${m.title}" with ${m.attendees.slice(0, 2).join(' and ')}`) ??
            []),
        ]
      : [
          ...tasks.map(
            (t) =>
              `${focus === 'next' ? 'Work that shows you are ready' : 'Work you do'}: ${t.title}`,
          ),
          `Skills it uses: ${role.skills.slice(0, 3).join(', ')}`,
          ...(firm ? [`A firm you deal with: ${firm.name}`] : []),
        ];
  return section('In your simulated week', list(lines));
}

const QUESTION_WRITERS: Record<(typeof QUICK_QUESTIONS)[number], (g: CoachGrounds) => string> = {
  'What skills do I need?': ({ role, knowledge, simulation }) =>
    [
      `The skills ${article(role.title)} uses most:`,
      list(role.skills),
      ...(simulation
        ? [
            `You use them in tasks such as: ${simulation.tasks
              .slice(0, 2)
              .map((t) => t.title)
              .join('; ')}.`,
          ]
        : []),
      section(
        'Worth building next',
        list(knowledge.skillsToBuild.map((s) => `${s.skill}: ${s.how}`)),
      ),
    ].join('\n\n'),
  "What's a typical day like?": (g) => dayInLife(g),
  'How do I advance?': (g) =>
    [
      `How ${article(g.role.title)} usually moves up:`,
      list(g.knowledge.careerLadder.map((s) => `${s.title} (${s.years}): ${s.focus}`)),
      inYourWeek(g, 'next'),
    ].join('\n\n'),
  "What's the work culture?": (g) =>
    [
      `What it is like to work as ${article(g.role.title)}:`,
      list(g.knowledge.workCulture),
      inYourWeek(g, 'people'),
      `Skills the team leans on: ${g.role.skills.slice(0, 3).join(', ')}.`,
    ].join('\n\n'),
  'What are the main challenges?': (g) =>
    [
      `The hardest parts of the job of ${article(g.role.title)}:`,
      list(g.knowledge.mainChallenges),
      ...(g.simulation
        ? [`In your simulated week, for example: ${g.simulation.scenario.weekAhead}`]
        : []),
      inYourWeek(g, 'work'),
    ].join('\n\n'),
  'What are exit opportunities?': (g) =>
    [
      `Where ${article(g.role.title)} often goes next:`,
      list(g.knowledge.exitOpportunities.map((e) => `${e.destination}: ${e.why}`)),
      section(
        'Roles close to this one in FinSim',
        list(
          g.neighbours.slice(0, 3).map((n) => `${n.title} (${n.difficulty}, ${n.salary_range})`),
        ),
      ),
      inYourWeek(g, 'next'),
    ].join('\n\n'),
};

/** Words that send a free-form question to the answer that covers it. */
const QUESTION_TOPICS: Array<[RegExp, (typeof QUICK_QUESTIONS)[number]]> = [
  [/\b(skill|learn|qualif|study|course|excel|python|cfa|acca)/i, 'What skills do I need?'],
  [/\b(day|hours|week|routine|schedule|typical)/i, "What's a typical day like?"],
  [/\b(advance|promot|progress|career path|senior|next level|ladder)/i, 'How do I advance?'],
  [/\b(culture|team|environment|people|work-life|balance)/i, "What's the work culture?"],
  [/\b(challeng|hard|difficult|stress|pressure|downside)/i, 'What are the main challenges?'],
  [/\b(exit|leave|move on|after|switch|next job)/i, 'What are exit opportunities?'],
];

/**
 * Answers one of the six quick questions, or a free-form question that maps onto one; a question
 * the role's content cannot answer is said to be so, rather than answered with a guess.
 */
export function answerQuestion(question: string, grounds: CoachGrounds): string {
  const exact = QUICK_QUESTIONS.find((q) => q.toLowerCase() === question.trim().toLowerCase());
  const topic = exact ?? QUESTION_TOPICS.find(([pattern]) => pattern.test(question))?.[1];
  if (topic) return QUESTION_WRITERS[topic](grounds);
  return [
    `I can only answer from what FinSim knows about the work of ${article(grounds.role.title)}, and that does not cover this question.`,
    'Try one of the quick questions (skills, a typical day, advancing, culture, challenges, exits) or a workflow such as Interview Prep or Job Discovery.',
  ].join(' ');
}
