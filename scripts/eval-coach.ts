// Measures how grounded and how role-specific the embedded coach is:   npm run eval:coach
// Over 12 roles (one per category and one more), every workflow and quick question: the share of
// answers that name at least three facts of that role's own content (its skills, daily tasks,
// tasks, firms, news, meetings, files), and the share of pairs of roles whose answers to the same
// workflow or question differ by more than half their sentences. Budgets: 100% and 95%.
import path from 'node:path';
import { splitSentences } from '../src/shared/domain/answer-text.ts';
import { QUICK_QUESTIONS, WORKFLOWS } from '../src/shared/domain/coaching.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadCoachKnowledge } from '../src/server/modules/coach/coach.content.ts';
import {
  answerQuestion,
  composeWorkflow,
  groundsFor as groundsForRole,
  type CoachGrounds,
} from '../src/server/modules/coach/embedded-coach.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';

const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const simulations = await loadSimulations(
  path.resolve('content/simulations'),
  new Set(roles.map((r) => r.job_id)),
);
const knowledge = await loadCoachKnowledge(path.resolve('content/coach'));

// The first role of each category in catalogue order, and the second of the first category.
const chosen = [...new Set(roles.map((r) => r.category))].map((category) =>
  roles.find((r) => r.category === category)!,
);
chosen.push(roles.find((r) => r.category === chosen[0]!.category && r !== chosen[0])!);

const grounds = (jobId: string): CoachGrounds =>
  groundsForRole(
    roles.find((r) => r.job_id === jobId)!,
    roles,
    simulations.get(jobId),
    knowledge,
  )!;

function ownFacts(jobId: string): string[] {
  const { role, simulation } = grounds(jobId);
  return [
    ...role.skills,
    ...role.dailyTasks,
    ...(simulation
      ? [
          ...simulation.tasks.map((t) => t.title),
          ...simulation.companies.map((c) => c.name),
          ...simulation.news.map((n) => n.headline),
          ...simulation.meetings.map((m) => m.title),
          ...simulation.files.map((f) => f.name),
          ...simulation.emails.map((e) => e.subject),
        ]
      : []),
  ];
}

const asks = [
  ...WORKFLOWS.map((w) => ({ label: w.id, answer: (g: CoachGrounds) => composeWorkflow(w.id, g) })),
  ...QUICK_QUESTIONS.map((q) => ({ label: q, answer: (g: CoachGrounds) => answerQuestion(q, g) })),
];

let grounded = 0;
let answers = 0;
const thin: string[] = [];
const byAsk = new Map<string, Map<string, string>>();
for (const role of chosen) {
  const facts = ownFacts(role.job_id);
  for (const ask of asks) {
    const text = ask.answer(grounds(role.job_id));
    answers++;
    const named = facts.filter((fact) => text.includes(fact)).length;
    if (named >= 3) grounded++;
    else thin.push(`${role.job_id} / ${ask.label}: ${named} facts`);
    if (!byAsk.has(ask.label)) byAsk.set(ask.label, new Map());
    byAsk.get(ask.label)!.set(role.job_id, text);
  }
}

const sentencesOf = (text: string) =>
  new Set(splitSentences(text).map((s) => s.text.replace(/^[-\d.)\s]+/, '').trim()));
let pairs = 0;
let distinct = 0;
const alike: string[] = [];
for (const [label, texts] of byAsk) {
  const entries = [...texts];
  for (let i = 0; i < entries.length; i++)
    for (let j = i + 1; j < entries.length; j++) {
      const a = sentencesOf(entries[i]![1]);
      const b = sentencesOf(entries[j]![1]);
      const shared = [...a].filter((s) => b.has(s)).length;
      const union = new Set([...a, ...b]).size;
      pairs++;
      if (union > 0 && shared / union < 0.5) distinct++;
      else alike.push(`${label}: ${entries[i]![0]} ~ ${entries[j]![0]}`);
    }
}

const pct = (a: number, b: number) => ((a / b) * 100).toFixed(1);
console.log(`Coach eval: ${chosen.length} roles x ${asks.length} workflows and questions\n`);
console.log(
  `answers naming 3+ facts of the role's own content: ${grounded} of ${answers} (${pct(grounded, answers)}%), budget 100%`,
);
console.log(
  `pairs of roles whose answers differ by more than half their sentences: ${distinct} of ${pairs} (${pct(distinct, pairs)}%), budget 95%`,
);
if (thin.length > 0) console.log(`\nthinly grounded:\n  ${thin.slice(0, 20).join('\n  ')}`);
if (alike.length > 0) console.log(`\ntoo alike:\n  ${alike.slice(0, 20).join('\n  ')}`);
const pass = grounded === answers && distinct / pairs >= 0.95;
console.log(pass ? '\nPASS' : '\nFAIL');
process.exitCode = pass ? 0 : 1;
