/**
 * SPEC.md section 2: the six coaching workflows every role offers, with the workflowType ids that
 * POST /coach/workflow takes (section 7), and the six quick career questions. The simulation page
 * shows them; the coaching module answers them.
 */
export const WORKFLOWS = [
  {
    id: 'day-in-life',
    title: 'Day in the Life',
    description:
      'An hour-by-hour walk through a typical day in this role, from first e-mail to last.',
    color: 'emerald',
  },
  {
    id: 'interview-prep',
    title: 'Interview Prep',
    description: 'The questions interviewers ask for this role, what they test and how to answer.',
    color: 'navy',
  },
  {
    id: 'job-discovery',
    title: 'Job Discovery',
    description: 'Who hires for this role, what the job is called there and roles close to it.',
    color: 'amber',
  },
  {
    id: 'ai-impact',
    title: 'AI Impact',
    description: 'Which parts of the work AI is changing, and the skills that keep their value.',
    color: 'slate',
  },
  {
    id: 'news-interpreter',
    title: 'News Interpreter',
    description: "This week's news read through the eyes of someone doing this job.",
    color: 'emerald',
  },
  {
    id: 'research-report',
    title: 'Research Report',
    description: 'A short briefing on the role: the market, the employers and the way in.',
    color: 'navy',
  },
] as const;

export type Workflow = (typeof WORKFLOWS)[number];
export type WorkflowId = Workflow['id'];
export type WorkflowColor = Workflow['color'];

export const QUICK_QUESTIONS = [
  'What skills do I need?',
  "What's a typical day like?",
  'How do I advance?',
  "What's the work culture?",
  'What are the main challenges?',
  'What are exit opportunities?',
] as const;

export type QuickQuestion = (typeof QUICK_QUESTIONS)[number];
