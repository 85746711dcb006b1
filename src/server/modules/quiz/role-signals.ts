import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { MatchTag } from '../../../shared/domain/matching-signals.ts';
import type { Category } from '../../../shared/domain/role-derivations.ts';

export type TagVector = Partial<Record<MatchTag, number>>;

/**
 * What a role in each category is like to work in, 0 to 1 per signal. A role starts from its
 * category's profile; the words of its own content then add to it (roleSignals below).
 */
export const CATEGORY_PROFILES: Record<Category, TagVector> = {
  'Investment Banking': {
    deals: 1,
    valuation: 1,
    modelling: 1,
    presenting: 0.7,
    teamwork: 0.8,
    'long-hours': 1,
    resilient: 0.9,
    'client-facing': 0.7,
    negotiation: 0.6,
    'fast-paced': 0.7,
    detail: 0.7,
    competitive: 0.6,
  },
  Research: {
    'research-writing': 1,
    curiosity: 1,
    economics: 0.8,
    valuation: 0.7,
    data: 0.7,
    independent: 0.8,
    detail: 0.8,
    markets: 0.6,
    modelling: 0.6,
    patient: 0.5,
    presenting: 0.5,
  },
  'Sales & Trading': {
    markets: 1,
    'fast-paced': 1,
    decisive: 1,
    'calm-under-pressure': 1,
    competitive: 1,
    'high-risk': 0.9,
    sociable: 0.6,
    'client-facing': 0.6,
    negotiation: 0.6,
    statistics: 0.4,
    'long-hours': 0.6,
  },
  'Risk Management': {
    risk: 1,
    statistics: 0.9,
    data: 0.9,
    detail: 0.9,
    'low-risk': 0.8,
    'rules-minded': 0.7,
    steady: 0.7,
    'calm-under-pressure': 0.6,
    modelling: 0.6,
    programming: 0.4,
    'balanced-hours': 0.5,
  },
  'Private Equity': {
    deals: 1,
    valuation: 1,
    modelling: 1,
    'long-term-investing': 0.9,
    negotiation: 0.8,
    decisive: 0.7,
    'long-hours': 0.9,
    leadership: 0.6,
    resilient: 0.7,
    'high-risk': 0.5,
    operations: 0.4,
  },
  'Hedge Funds': {
    markets: 1,
    'high-risk': 1,
    competitive: 0.9,
    decisive: 0.8,
    statistics: 0.8,
    programming: 0.6,
    data: 0.7,
    'fast-paced': 0.8,
    'calm-under-pressure': 0.8,
    independent: 0.6,
    curiosity: 0.6,
    valuation: 0.5,
    'long-hours': 0.6,
  },
  'Asset Management': {
    'long-term-investing': 1,
    patient: 0.9,
    clients: 0.6,
    'research-writing': 0.7,
    economics: 0.7,
    sustainability: 0.6,
    steady: 0.7,
    markets: 0.6,
    valuation: 0.6,
    'balanced-hours': 0.5,
  },
  FinTech: {
    technology: 1,
    programming: 1,
    data: 0.9,
    startups: 0.8,
    creative: 0.8,
    independent: 0.6,
    curiosity: 0.6,
    teamwork: 0.5,
    'balanced-hours': 0.4,
    operations: 0.4,
  },
  Compliance: {
    regulation: 1,
    'rules-minded': 1,
    detail: 1,
    'low-risk': 0.9,
    steady: 0.8,
    'balanced-hours': 0.7,
    'research-writing': 0.5,
    risk: 0.5,
    patient: 0.5,
  },
  'Corporate Finance': {
    accounting: 1,
    operations: 0.8,
    modelling: 0.8,
    steady: 0.8,
    'balanced-hours': 0.8,
    teamwork: 0.7,
    detail: 0.7,
    presenting: 0.5,
    'low-risk': 0.4,
  },
  Other: {
    lending: 0.7,
    insurance: 0.5,
    clients: 0.8,
    sociable: 0.6,
    'client-facing': 0.8,
    'balanced-hours': 0.7,
    steady: 0.6,
    detail: 0.5,
  },
};

/** Words in a role's own content that show a signal. Hours and risk appetite come from the category. */
const TAG_WORDS: Partial<Record<MatchTag, RegExp>> = {
  markets:
    /\b(markets?|trad(e|es|ing|er)|prices?|equit(y|ies)|bonds?|fx|currenc\w*|commodit\w*|gilts?|rates)\b/g,
  deals: /\b(deals?|m&a|mergers?|acquisitions?|transactions?|buyouts?|fundrais\w*)\b/g,
  valuation: /\b(valu\w*|dcf|multiples|lbo)\b/g,
  economics: /\b(econom\w*|macro\w*|inflation|central banks?|monetary|gdp)\b/g,
  technology:
    /\b(software|technolog\w*|platforms?|apis?|cloud|digital|blockchain|crypto\w*|apps?)\b/g,
  data: /\b(data\w*|dashboards?|analytics|sql)\b/g,
  regulation: /\b(regulat\w*|fca|pra|compliance|aml|kyc|sanctions?|conduct|polic(y|ies)|rules?)\b/g,
  risk: /\b(risks?|stress[- ]tests?|exposures?|var)\b/g,
  clients: /\b(clients?|customers?|relationships?)\b/g,
  'long-term-investing': /\b(portfolios?|long[- ]term|funds?|pensions?|wealth|allocation)\b/g,
  startups: /\b(start-?ups?|venture|founders?|early[- ]stage)\b/g,
  sustainability: /\b(esg|climate|sustainab\w*|stewardship|net zero)\b/g,
  accounting:
    /\b(account\w*|ledgers?|audit\w*|ifrs|reconcil\w*|tax|budgets?|p&l|financial statements)\b/g,
  'research-writing': /\b(research\w*|reports?|notes?|writ\w*|commentar\w*|publish\w*)\b/g,
  negotiation: /\b(negotiat\w*|term sheets?|covenants?)\b/g,
  operations: /\b(operations?|process\w*|settlements?|implementation|workflows?)\b/g,
  insurance: /\b(insur\w*|underwrit\w*|claims?|actuar\w*)\b/g,
  lending: /\b(lend\w*|loans?|borrow\w*|credit|mortgages?)\b/g,
  modelling: /\b(model\w*|excel|forecast\w*)\b/g,
  programming: /\b(python|code|coding|programm\w*|developers?|engineer\w*|vba|kdb\+?|sql)\b/g,
  statistics:
    /\b(statistic\w*|quantitative|probabilit\w*|regressions?|econometric\w*|backtest\w*)\b/g,
  presenting: /\b(present\w*|pitch\w*|powerpoint|committees?)\b/g,
  'calm-under-pressure': /\b(calm|pressure|composed)\b/g,
  detail: /\b(detail\w*|accura\w*|precis\w*|meticulous|thorough|careful)\b/g,
  curiosity: /\b(curio\w*|inquisitive)\b/g,
  competitive: /\b(competitive|driven|ambitio\w*)\b/g,
  sociable: /\b(sociable|outgoing|personable|networking)\b/g,
  'rules-minded': /\b(principled|integrity|ethic\w*|sceptic\w*)\b/g,
  creative: /\b(creativ\w*|innovat\w*|inventive)\b/g,
  decisive: /\b(decisive|judgement|conviction)\b/g,
  patient: /\b(patien\w*|long[- ]term)\b/g,
  resilient: /\b(resilien\w*|stamina|persisten\w*)\b/g,
  leadership: /\b(lead\w*|manag(e|es|ing)|mentor\w*)\b/g,
  'fast-paced': /\b(fast|quick\w*|real[- ]time|intraday|urgent)\b/g,
  steady: /\b(steady|methodical|routine)\b/g,
  teamwork: /\b(team\w*|collaborat\w*)\b/g,
  independent: /\b(independen\w*|self-directed)\b/g,
  'client-facing': /\b(clients?|customers?|investors?)\b/g,
};

/** Each mention adds this much, up to three mentions. */
const WORD_STEP = 0.12;
const MAX_MENTIONS = 3;

/** A role's signals: its category's profile, its own words, and leadership for senior roles. */
export function roleSignals(role: JobProfile): TagVector {
  const text = [
    role.summary,
    role.description,
    ...role.skills,
    ...role.responsibilities,
    ...role.dailyTasks,
    ...role.interests,
    ...role.personalityTraits,
  ]
    .join(' \n ')
    .toLowerCase();
  const vector: TagVector = { ...CATEGORY_PROFILES[role.category] };
  for (const [tag, pattern] of Object.entries(TAG_WORDS) as Array<[MatchTag, RegExp]>) {
    const mentions = Math.min(text.match(pattern)?.length ?? 0, MAX_MENTIONS);
    if (mentions > 0) vector[tag] = Math.min(1, (vector[tag] ?? 0) + mentions * WORD_STEP);
  }
  if (role.difficulty === 'senior') vector.leadership = Math.min(1, (vector.leadership ?? 0) + 0.5);
  return vector;
}
