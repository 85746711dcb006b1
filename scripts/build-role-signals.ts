/**
 * Builds content/matching/role-signals.json: every role's own signal profile for the quiz
 * (docs/decisions/005-matching-model.md, "Revised"), and for each signal a reason may cite, a quote
 * from the role's content that shows it. Run: npx tsx scripts/build-role-signals.ts
 *
 * Three sources, combined as independent pieces of evidence (1 - (1-a)(1-b)(1-c)):
 *   1. the role's own content: words of each signal in its tasks, responsibilities, description,
 *      skills, interests and traits (the strongest source, and the only one quoted);
 *   2. O*NET data for its onetCodes (../shared/data/onet-finance, CC BY 4.0): skill importance,
 *      RIASEC interests, task statements and technology, each counted only where the occupation
 *      stands out from the other finance occupations;
 *   3. what working in its category is like (hours, pace, appetite for risk), which role text
 *      rarely says, at half strength.
 * Then JUDGEMENT below sets values a careers adviser would correct, each with its reason.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { csvFields } from './csv-fields.ts';
import * as prettier from 'prettier';
import type { JobProfile } from '../src/shared/contracts/catalogue.ts';
import {
  RoleSignalsFileSchema,
  type EvidenceField,
  type RoleSignalsFile,
} from '../src/shared/contracts/quiz.ts';
import { MATCH_TAGS, STYLE_TAGS, type MatchTag } from '../src/shared/domain/matching-signals.ts';
import type { Category } from '../src/shared/domain/role-derivations.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { CITABLE_SIGNAL } from '../src/server/modules/quiz/matching-engine.ts';

type TagVector = Partial<Record<MatchTag, number>>;

const ONET = path.resolve('../shared/data/onet-finance');
const TARGET = path.resolve('content/matching/role-signals.json');
/** A signal this strong (0-1) is one the role has: it gets a quote, so a reason may cite it... */
const EVIDENCE_MIN = CITABLE_SIGNAL;
/**
 * ...if its own words say so more than in passing: a topic in the summary or in two places, or a
 * trait named as such (one mention of a trait is enough, as the trait is the claim itself, and so
 * is one plain mention of a signal the role has strongly).
 */
const TEXT_MIN = 0.3;
const TRAIT_TEXT_MIN = 0.15;
/** A signal this strong needs only one plain mention to be quoted. */
const STRONG_SIGNAL = 0.6;

/** What working in each category is like; see STYLE for how much it counts. */
const CATEGORY_PRIORS: Record<Category, TagVector> = {
  'Investment Banking': {
    deals: 0.8,
    valuation: 0.7,
    modelling: 0.8,
    presenting: 0.6,
    teamwork: 0.7,
    'long-hours': 1,
    resilient: 0.8,
    'client-facing': 0.6,
    'fast-paced': 0.5,
    detail: 0.6,
    competitive: 0.5,
  },
  Research: {
    'research-writing': 0.9,
    curiosity: 0.9,
    independent: 0.7,
    detail: 0.6,
    patient: 0.5,
    presenting: 0.4,
  },
  'Sales & Trading': {
    markets: 0.9,
    'fast-paced': 1,
    decisive: 0.9,
    'calm-under-pressure': 0.9,
    competitive: 0.9,
    'high-risk': 0.8,
    sociable: 0.5,
    'long-hours': 0.5,
  },
  'Risk Management': {
    risk: 0.9,
    statistics: 0.6,
    data: 0.6,
    detail: 0.7,
    'low-risk': 0.8,
    'rules-minded': 0.5,
    steady: 0.6,
    'balanced-hours': 0.5,
  },
  'Private Equity': {
    deals: 0.8,
    valuation: 0.8,
    modelling: 0.7,
    'long-term-investing': 0.7,
    negotiation: 0.5,
    decisive: 0.6,
    'long-hours': 0.8,
    'high-risk': 0.7,
    competitive: 0.6,
    resilient: 0.5,
  },
  'Hedge Funds': {
    markets: 0.9,
    'high-risk': 1,
    competitive: 0.8,
    decisive: 0.6,
    'fast-paced': 0.7,
    'calm-under-pressure': 0.6,
    independent: 0.5,
    'long-hours': 0.5,
  },
  'Asset Management': {
    'long-term-investing': 0.9,
    markets: 0.5,
    patient: 0.8,
    steady: 0.6,
    'balanced-hours': 0.5,
    clients: 0.4,
  },
  FinTech: {
    technology: 0.9,
    startups: 0.6,
    creative: 0.5,
    teamwork: 0.5,
    'balanced-hours': 0.4,
    'fast-paced': 0.4,
  },
  Compliance: {
    regulation: 1,
    'rules-minded': 0.9,
    detail: 0.8,
    'low-risk': 0.8,
    steady: 0.6,
    'balanced-hours': 0.7,
  },
  'Corporate Finance': {
    accounting: 0.7,
    operations: 0.5,
    steady: 0.6,
    'balanced-hours': 0.7,
    teamwork: 0.6,
    detail: 0.5,
    'low-risk': 0.4,
  },
  Other: { 'balanced-hours': 0.5, steady: 0.4 },
};

/**
 * Some jobs are done the same way whichever category they sit in: a hedge fund's accountant works
 * like an asset manager's, not like its traders. For these, the working style below replaces the
 * category's (topics stay the category's).
 */
const FUNCTION_PRIORS: ReadonlyArray<readonly [RegExp, TagVector]> = [
  [
    /\b(accountant|controller|operations (analyst|associate))\b/i,
    {
      detail: 0.9,
      steady: 0.7,
      'balanced-hours': 0.6,
      'low-risk': 0.5,
      teamwork: 0.5,
      'high-risk': 0,
      competitive: 0,
      'long-hours': 0,
      decisive: 0,
      'fast-paced': 0.3,
    },
  ],
  [
    /\b(investor relations|capital introduction|client portfolio)\b/i,
    {
      sociable: 0.7,
      'client-facing': 0.9,
      presenting: 0.7,
      clients: 0.8,
      teamwork: 0.5,
      'high-risk': 0.2,
      decisive: 0.3,
    },
  ],
];

/**
 * Words in a role's own content that show a signal, strict enough that a quote holding them says
 * so (a reason quotes it). Temperament and working style are read from traits and a few plain
 * phrases only: "building" is not property, "short" is not short selling.
 */
const TAG_WORDS: Record<MatchTag, RegExp> = {
  markets:
    /\b((?<!keep )trad(e|es|ing|ers?)(?! (finance|acquirers?|comparables|flows?|associations?|press|bodies|body|titles?|union))|markets? (data|moves?|news|opens?|close|colour|commentary|prices?|makers?|making)|market-making|quot(e|es|ing) prices|order flow|shares|equities|bonds|gilts|fx|currenc(y|ies)|commodit(y|ies)|swaps|futures|options|yields)\b/g,
  deals:
    /\b(deals?|m&a|mergers?|acquisitions?|takeovers?|buyouts?|ipos?|due diligence|sale process\w*|bids?|bidders|term sheets?)\b/g,
  valuation: /\b(valu(e|es|ing|ation|ations|ed)|dcf|multiples|lbo|worth)\b/g,
  economics:
    /\b(econom(y|ies|ic|ics|ist|ists)|macro\w*|inflation|gdp|central banks?|monetary|labour market|growth forecasts?|data releases?|interest rates)\b/g,
  technology:
    /\b(software|technolog\w*|platforms?|apis?|cloud|blockchain|crypto\w*|apps?|engineers?|engineering|automat\w*|tokeni[sz]\w*|digital|systems? (changes?|upgrades?|migrations?))\b/g,
  data: /\b(data(sets?|bases?)?|dashboards?|analytics|sql|quer(y|ies))\b/g,
  regulation:
    /\b(regulat\w*|fca|pra|compliance|aml|kyc|sanctions?|conduct rules|rulebook|handbook|breach(es)?|consumer duty|mifid|sm&cr|legislation)\b/g,
  risk: /\b(risks?|stress[- ]tests?|exposures?|var|scenario analysis|downside)\b/g,
  clients: /\b(clients?|customers?|investors?|main contact)\b/g,
  'long-term-investing':
    /\b(portfolios?|long[- ]term (invest\w*|returns?|holdings?|value|owners?)|fund (managers?|performance|holdings?|strateg\w*)|pension (funds?|schemes?)|asset allocation|holdings?|invest(s|ing)? for)\b/g,
  startups: /\b(start-?ups?|venture|founders?|early[- ]stage|fast-growing|scale-?ups?)\b/g,
  sustainability:
    /\b(esg|climate|sustainab\w*|stewardship|net zero|green|carbon|environmental|low-carbon)\b/g,
  accounting:
    /\b(accounting|ledgers?|audit(s|ed|ing|ors?)?|ifrs|gaap|reconcil\w*|tax|vat|financial statements|bookkeeping|journals|month-end|year-end|management accounts|annual accounts|nav|net asset value|budgets?|budgeting)\b/g,
  'research-writing':
    /\b(research\w*|(?<!direct )reports?|notes|writ(e|es|ing|ten)|drafts?|drafting|commentar\w*|publish\w*|papers?|memos?|briefings?)\b/g,
  negotiation: /\b(negotiat\w*|term sheets?|covenants?|persuad\w*|persuasi\w*)\b/g,
  operations:
    /\b(operations?|operational|settle(ment|ments|d)?|processing|procedures?|workflows?|exceptions?|breaks|reconcil\w*)\b/g,
  insurance:
    /\b(insur\w*|underwriters?|claims?|actuar\w*|reinsur\w*|policyholders?|premiums?|catastrophe)\b/g,
  lending:
    /\b(lend\w*|loans?|borrow(er|ers|ing)|mortgages?|repay\w*|credit (decisions?|facilit\w*|applications?|committees?|approvals?|limits?|papers?|files?|models?)|letters? of credit|affordab\w*|arrears)\b/g,
  advice:
    /\b(individuals?|famil(y|ies)|households?|personal (financ\w*|money|clients?|circumstances)|retirement|private clients?|savers?|home ?buyers?|first-time buyers?|home loans?|inheritance|financial advice|financial plan\w*|suitab\w*|(help|helps|helping) people)\b/g,
  investigation:
    /\b(investigat\w*|fraud\w*|suspicious|scams?|money laundering|forensic\w*|wrongdoing|misconduct|whistleblow\w*|evidence)\b/g,
  journalism:
    /\b(journalis\w*|articles?|(?<!user )stor(y|ies)|newsroom|readers?|editors?|headlines?|broadcast\w*|podcasts?|newsletters?|reporters?|blogs?|columns?)\b/g,
  healthcare:
    /\b(health\w*|pharma\w*|biotech\w*|medtech|medic\w*|nhs|hospitals?|life sciences|drugs?|care-home)\b/g,
  energy:
    /\b(energy|oil|gas|power (stations?|generation|markets?|prices?)|renewabl\w*|wind|solar|batter(y|ies)|grid|utilit(y|ies)|electricity|emissions?|metals?|crops?)\b/g,
  property:
    /\b(propert(y|ies)|real estate|housing|home loans?|homes|mortgages?|landlords?|offices|warehouses|house prices)\b/g,
  'public-sector':
    /\b(public[- ]sector|government (departments?|spending|polic\w*|budgets?|debt|borrowing|bodies)|councils?|nhs|public services?|public spending|public money|public finances|hm treasury|civil serv\w*|governments)\b/g,
  consumer: /\b(consumers?|retail(ers?)?|shops?|brands?|shoppers?|household spending)\b/g,
  modelling: /\b(models?|modelling|excel|forecasts?|forecasting|spreadsheets?)\b/g,
  programming:
    /\b(python|code|coding|programm(ing|er|ers)|vba|kdb\+?|sql|java|c\+\+|git|scripts?|developers?|software engineers?)\b/g,
  statistics:
    /\b(statistic\w*|quantitative|probabilit\w*|regressions?|econometric\w*|backtest\w*|machine learning|mathemat\w*|maths)\b/g,
  presenting:
    /\b(present(s|ing|ation|ations)?|pitch ?books?|pitches|powerpoint|slides?|roadshows?|speak\w*)\b/g,
  'calm-under-pressure':
    /\b(calm|composed|level-headed|clear-headed|steady under|steady when|thick-skinned|under pressure)\b/g,
  detail:
    /\b(detail\w*|meticulous|precise|accurate|thorough|careful|rigorous|diligent|highly organised)\b/g,
  curiosity:
    /\b(curious|inquisitive|eager to learn|quick to learn|probing|intellectually|puzzles?|open-minded)\b/g,
  competitive: /\b(competitive|(?<!detail-)driven|results-driven|ambitious|winning)\b/g,
  sociable:
    /\b(sociable|outgoing|personable|friendly|approachable|well connected|networking|energetic|meeting people)\b/g,
  'rules-minded':
    /\b(principled|ethical|ethically|integrity|impartial|firm on controls|honest|fair-minded|rules and standards|trustworthy|objective)\b/g,
  creative: /\b(creativ\w*|innovat\w*|inventive|visionary|entrepreneurial)\b/g,
  decisive:
    /\b(decisive|decision-maker|sound judgement|good judgement|judicious|quick to react|accountable for calls|resolute|firm)\b/g,
  patient: /\b(patient|long-term thinker|methodical|measured)\b/g,
  resilient: /\b(resilient|persistent|tenacious|thick-skinned|hard-working|persistence)\b/g,
  leadership:
    /\b((inspiring|strong people|steady|organised|respected) leader|leading people|managing people|good mentor|(lead|leads|leading|manage|manages|managing|supervise|supervises|coach|coaches|mentor|appraise|run|runs) [a-z ,'-]{0,40}\b(team|teams|function|desk|department|analysts|associates|engineers|economists|staff|researchers))\b/g,
  'fast-paced':
    /\b(quick|quick-thinking|fast|under time pressure|deadline-driven|responsive|urgent\w*|same day|real time|intraday|breaking news|within minutes)\b/g,
  steady: /\b(steady|methodical|routine)\b/g,
  teamwork: /\b(team player|collaborative|reliable team player)\b/g,
  independent: /\b(independent|independent-minded|self-driven|self-motivated|self-starting)\b/g,
  'client-facing':
    /\b((meet|meets|meeting|meetings|visit|visits|call|phone|host|lunch with|dinner with|present to|coffee with)( [a-z'-]+){0,3} (clients?|customers?|investors?|founders?|brokers?|shareholders)|client meetings?|face to face|client-facing|roadshows?|working directly with clients)\b/g,
  'long-hours':
    /\b(late (at night|nights?|evenings?)|evening|weekends?|overnight|early starts?|at 6am|at 7am|all-nighters?)\b/g,
  'balanced-hours': /\b(regular hours|predictable hours|9 to 5|nine to five|office hours)\b/g,
  'high-risk': /\b(bets?|betting|conviction|speculat\w*|sell short|short selling|risk-taking)\b/g,
  'low-risk': /\b(prudent\w*|protect\w*|safely|conservative|preserv\w*)\b/g,
};

/**
 * How a job is done (temperament, pace, hours, appetite for risk) is much the same across a
 * category and seldom written down, so the category's picture counts for more there (0.7) than
 * for what the job is about (0.4), which the role's own words say best.
 */
const STYLE: ReadonlySet<MatchTag> = new Set<MatchTag>(STYLE_TAGS);

/** Temperament and working style are quoted from traits (and a few plain duties), not from topics. */
const TEMPERAMENT: ReadonlySet<MatchTag> = new Set<MatchTag>(
  STYLE_TAGS.filter(
    (tag) =>
      !['leadership', 'fast-paced', 'client-facing', 'long-hours', 'balanced-hours'].includes(tag),
  ),
);

/** How much each field's mentions count; tasks and duties say most about the work itself. */
const FIELD_WEIGHT: Record<EvidenceField | 'summary', number> = {
  summary: 0.35,
  dailyTasks: 0.22,
  responsibilities: 0.22,
  description: 0.08,
  skills: 0.22,
  interests: 0.2,
  personalityTraits: 0.2,
};
/** Which quote a reason would rather show: a task of the day first, a trait last. */
const FIELD_PREFERENCE: Record<EvidenceField, number> = {
  dailyTasks: 6,
  responsibilities: 5,
  skills: 4,
  interests: 3,
  description: 2,
  personalityTraits: 1,
};

/**
 * Careers-adviser corrections to what words and O*NET alone give, per role. Each line says why.
 * A value replaces the derived one; 0 removes a signal.
 */
const JUDGEMENT: Record<string, TagVector> = {
  // Advising individuals is the heart of these roles; banks advising companies is not.
  'financial-adviser': { advice: 1, clients: 1, 'client-facing': 1, patient: 0.8 },
  'wealth-manager': { advice: 0.9, clients: 1, 'long-term-investing': 1 },
  'investment-director-wealth': { advice: 0.8, clients: 1, leadership: 0.9 },
  'mortgage-adviser': { advice: 1, lending: 1, property: 1, clients: 1, 'client-facing': 1 },
  // Lending and credit decisions.
  'credit-analyst': { lending: 1, decisive: 0.8, risk: 0.8 },
  'commercial-banking-relationship-manager': {
    lending: 0.9,
    clients: 1,
    'client-facing': 1,
    sociable: 0.7,
  },
  'corporate-banking-director': { lending: 0.9, clients: 1, leadership: 0.9 },
  'real-estate-finance-associate': { lending: 1, property: 1 },
  'project-finance-associate': { lending: 1, energy: 0.9, 'long-term-investing': 0.5 },
  'trade-finance-analyst': { lending: 0.8, operations: 0.8, detail: 0.9 },
  'private-credit-analyst': { lending: 1, deals: 0.6 },
  'credit-risk-analyst': { lending: 0.8, risk: 1 },
  // Investigations.
  'fraud-analyst': { investigation: 1, 'fast-paced': 0.8, decisive: 0.8, regulation: 0.6 },
  'financial-crime-investigations-manager': { investigation: 1, regulation: 0.9, clients: 0.3 },
  'aml-transaction-monitoring-analyst': { investigation: 0.9, clients: 0.3 },
  'insolvency-practitioner': { investigation: 0.8, lending: 0.6, accounting: 0.8 },
  'data-scientist-fraud-detection': {
    investigation: 0.7,
    programming: 1,
    statistics: 1,
    clients: 0.3,
  },
  // Insurance.
  'insurance-underwriter': { insurance: 1, decisive: 0.8, risk: 1 },
  'head-of-claims': { insurance: 1, investigation: 0.6, leadership: 1, clients: 0.7 },
  'actuarial-analyst': { insurance: 0.9, statistics: 1, modelling: 0.9 },
  'catastrophe-risk-modeller': { insurance: 0.9, statistics: 1, energy: 0, programming: 0.7 },
  // Writing for readers.
  'financial-journalist': {
    journalism: 1,
    'research-writing': 0.8,
    curiosity: 1,
    'fast-paced': 0.9,
    markets: 0.6,
    'balanced-hours': 0,
    steady: 0,
  },
  // Running money day to day is about markets and conviction, which the duties understate.
  'uk-equity-fund-manager': { markets: 0.8, decisive: 0.7, valuation: 0.8 },
  'head-of-multi-asset-investments': { markets: 0.7, economics: 0.8 },
  'fixed-income-portfolio-analyst': { markets: 0.7, economics: 0.6 },
  // Stewardship is long-term ownership: engagement with a company runs for years.
  'stewardship-analyst': { 'long-term-investing': 0.9, patient: 0.7 },
  // Customers here are who is checked or measured, not a relationship the role builds (so too
  // for the AML analyst and the investigations manager above).
  'kyc-analyst': { clients: 0.3 },
  'head-of-financial-crime': { clients: 0.3 },
  'conduct-risk-manager': { clients: 0.35 },
  'fintech-data-analyst': { clients: 0.3 },
  'open-banking-product-manager': { clients: 0.4 },
  // Traits and duties the words show but the category picture understates.
  'software-engineering-manager-mobile-banking': { 'calm-under-pressure': 0.6, teamwork: 0.6 },
  'compliance-officer': { sociable: 0.5 },
  'operational-risk-manager': { investigation: 0.6, curiosity: 0.6 },
  'regulatory-change-lead': { operations: 0.6 },
  // Sector specialists.
  'healthcare-investment-banking-analyst': { healthcare: 1 },
  'energy-transition-m-and-a-associate': { energy: 1, sustainability: 0.9 },
  'budget-analyst': { 'public-sector': 1, accounting: 0.8, steady: 0.8 },
  economist: { 'public-sector': 0.6, economics: 1 },
};

/**
 * Quotes that hold a signal's words but do not show the role has it, found by reading every
 * quote the script picked (a reason would show them). The signal stays; only the quote goes.
 */
const EVIDENCE_VETO: Record<string, MatchTag[]> = {
  // "budget", "tax", "ledger" or "accountant" in passing is not accounting work.
  economist: ['accounting'],
  'head-of-g10-fx-trading': ['accounting'],
  'cross-asset-structurer': ['accounting', 'deals', 'negotiation', 'long-term-investing'],
  'credit-risk-analyst': ['accounting', 'long-term-investing'],
  'head-of-quant-strategies': ['accounting', 'technology'],
  'financial-adviser': ['accounting'],
  'wealth-manager': ['accounting', 'deals'],
  'vp-digital-assets': ['accounting', 'operations'],
  // Family offices and "suitable" products are not advice to individuals.
  'hedge-fund-investor-relations-manager': ['advice', 'deals', 'long-term-investing'],
  'vice-president-hedge-fund-capital-introduction': ['advice', 'long-term-investing'],
  'financial-journalist': ['advice'],
  // Settlements, due diligence on customers and transaction monitoring are not company deals.
  'fx-sales-associate': ['deals'],
  'inter-dealer-broker': ['deals'],
  'counterparty-credit-risk-vp': ['deals'],
  'fund-operations-analyst': ['deals', 'long-term-investing', 'clients'],
  'client-portfolio-manager': ['deals'],
  'investment-director-wealth': ['deals'],
  'crypto-operations-analyst': ['deals'],
  'kyc-analyst': ['deals'],
  'aml-transaction-monitoring-analyst': ['deals'],
  'private-equity-investor-relations-manager': ['deals', 'data', 'long-term-investing'],
  // Investors' money passing through the books is not a client relationship.
  'private-equity-fund-controller': ['clients'],
  // Words that mean something else where they stand.
  'corporate-tax-analyst': ['data'],
  'market-risk-analyst': ['economics'],
  'growth-equity-associate': ['fast-paced', 'clients'],
  'tmt-investment-banking-vice-president': ['clients'],
  'software-engineer-trading-platforms': ['clients'],
  'quantitative-developer': ['fast-paced', 'research-writing'],
  'pension-fund-investment-associate': ['insurance'],
  'fraud-analyst': ['insurance'],
  'internal-audit-associate': ['investigation', 'operations'],
  'compliance-monitoring-manager': ['leadership'],
  'sustainable-capital-markets-specialist': ['lending'],
  'prime-brokerage-sales-manager': ['lending'],
  'climate-risk-manager': ['lending'],
  'treasury-analyst': ['lending'],
  'fig-investment-banking-associate': ['lending'],
  'head-of-treasury': ['lending'],
  'equity-sales-analyst': ['long-term-investing'],
  'vice-president-emerging-markets-sales': ['long-term-investing'],
  'long-short-equity-analyst': ['long-term-investing'],
  'quantitative-analyst': ['long-term-investing'],
  'hedge-fund-accountant': ['long-term-investing', 'clients'],
  'fund-accountant': ['long-term-investing', 'clients'],
  'sanctions-screening-analyst': ['markets'],
  'trade-finance-analyst': ['markets'],
  'private-credit-analyst': ['negotiation'],
  'credit-analyst': ['negotiation', 'regulation'],
  'commercial-banking-relationship-manager': ['negotiation'],
  'project-finance-associate': ['negotiation', 'research-writing'],
  'infrastructure-private-equity-analyst': ['operations'],
  'finance-business-partner': ['operations'],
  'insolvency-practitioner': ['operations'],
  'credit-research-associate': ['presenting'],
  'emerging-markets-research-associate': ['programming', 'sustainability'],
  'fintech-implementation-manager': ['programming'],
  'regulatory-change-lead': ['programming'],
  'investment-banking-analyst': ['research-writing'],
  'fintech-business-analyst': ['research-writing', 'journalism', 'clients'],
  'fintech-data-analyst': ['research-writing'],
  'head-of-payments': ['research-writing'],
  'head-of-multi-asset-investments': ['risk'],
  'head-of-compliance': ['risk'],
  'head-of-multi-strategy-portfolio-construction': ['technology'],
  'indirect-tax-manager': ['technology'],
  'business-valuation-analyst': ['technology'],
  'conduct-risk-manager': ['valuation', 'consumer'],
};

async function readCsv(name: string): Promise<Array<Record<string, string>>> {
  const [header, ...rows] = (await readFile(path.join(ONET, name), 'utf8')).trim().split(/\r?\n/);
  const columns = csvFields(header!);
  return rows.map((row) => {
    const values = csvFields(row);
    return Object.fromEntries(columns.map((c, i) => [c, values[i] ?? '']));
  });
}

const mentions = (text: string, tag: MatchTag) =>
  text.toLowerCase().match(TAG_WORDS[tag])?.length ?? 0;
const orCombine = (...values: number[]) => 1 - values.reduce((p, v) => p * (1 - v), 1);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** For each O*NET code, per signal, how far above the finance occupations' average it stands. */
function standOut(byCode: Map<string, Map<MatchTag, number>>): Map<string, TagVector> {
  const result = new Map<string, TagVector>();
  for (const tag of MATCH_TAGS) {
    const values = [...byCode.values()].map((m) => m.get(tag) ?? 0);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1;
    for (const [code, m] of byCode) {
      const z = ((m.get(tag) ?? 0) - mean) / sd;
      if (z <= 0) continue;
      const vector = result.get(code) ?? {};
      vector[tag] = clamp(z / 3, 0, 1);
      result.set(code, vector);
    }
  }
  return result;
}

function add(map: Map<MatchTag, number>, tag: MatchTag, value: number) {
  map.set(tag, (map.get(tag) ?? 0) + value);
}

const SKILL_SIGNALS: Record<string, TagVector> = {
  Mathematics: { statistics: 1, modelling: 0.5 },
  Programming: { programming: 1 },
  Writing: { 'research-writing': 0.6, journalism: 0.5 },
  Speaking: { presenting: 1 },
  Persuasion: { negotiation: 0.6, sociable: 0.4 },
  Negotiation: { negotiation: 1 },
  'Service Orientation': { clients: 0.7, advice: 0.5 },
  'Social Perceptiveness': { sociable: 0.6, patient: 0.4 },
  'Judgment and Decision Making': { decisive: 1 },
  'Complex Problem Solving': { curiosity: 0.5 },
  'Active Learning': { curiosity: 0.5 },
  'Management of Personnel Resources': { leadership: 1 },
  'Management of Financial Resources': { accounting: 0.5 },
  'Systems Analysis': { technology: 0.7 },
  'Technology Design': { technology: 0.7, creative: 0.4 },
  'Operations Analysis': { operations: 0.7 },
  Monitoring: { detail: 0.5 },
  'Quality Control Analysis': { detail: 0.7 },
  Coordination: { teamwork: 0.7 },
};
const RIASEC_SIGNALS: Record<string, TagVector> = {
  I: { curiosity: 0.6, statistics: 0.3, 'research-writing': 0.3 },
  E: { competitive: 0.5, negotiation: 0.3, leadership: 0.3, sociable: 0.3 },
  C: { detail: 0.5, 'rules-minded': 0.3, steady: 0.4, operations: 0.2 },
  S: { clients: 0.5, advice: 0.4, patient: 0.3, sociable: 0.3 },
  A: { creative: 0.6, journalism: 0.5 },
};
const TECHNOLOGY_SIGNALS: Record<string, TagVector> = {
  'Object or component oriented development software': { programming: 1 },
  'Development environment software': { programming: 1 },
  'Web platform development software': { programming: 0.7, technology: 0.5 },
  'Program testing software': { programming: 0.7 },
  'Analytical or scientific software': { statistics: 1 },
  'Data mining software': { statistics: 0.7, data: 0.5 },
  'Data base user interface and query software': { data: 1 },
  'Business intelligence and data analysis software': { data: 1 },
  'Data base management system software': { data: 0.7, technology: 0.4 },
  'Financial analysis software': { modelling: 1 },
  'Spreadsheet software': { modelling: 0.5 },
  'Accounting software': { accounting: 1 },
  'Tax preparation software': { accounting: 1 },
  'Enterprise resource planning ERP software': { accounting: 0.5, operations: 0.5 },
  'Compliance software': { regulation: 1 },
  'Customer relationship management CRM software': { clients: 1 },
  'Presentation software': { presenting: 1 },
  'Desktop publishing software': { journalism: 0.7 },
};

/** Each O*NET occupation's signals where it stands out among the finance occupations. */
async function onetSignals(): Promise<Map<string, TagVector>> {
  const perSource: Array<Map<string, Map<MatchTag, number>>> = [];

  const skills = new Map<string, Map<MatchTag, number>>();
  for (const row of await readCsv('skills_finance_onet27.csv')) {
    if (row['Scale ID'] !== 'IM') continue;
    const signals = SKILL_SIGNALS[row['Element Name']!];
    if (!signals) continue;
    const map = skills.get(row['O*NET-SOC Code']!) ?? new Map<MatchTag, number>();
    for (const [tag, w] of Object.entries(signals) as Array<[MatchTag, number]>)
      add(map, tag, w * Number(row['Data Value']));
    skills.set(row['O*NET-SOC Code']!, map);
  }
  perSource.push(skills);

  const interests = new Map<string, Map<MatchTag, number>>();
  for (const row of await readCsv('interest_profiles_all_occupations.csv')) {
    if (!/^(1[13]|15|19|27|41|43)-/.test(row['O*NET-SOC Code']!)) continue;
    const map = new Map<MatchTag, number>();
    for (const [letter, signals] of Object.entries(RIASEC_SIGNALS))
      for (const [tag, w] of Object.entries(signals) as Array<[MatchTag, number]>)
        add(map, tag, w * Number(row[letter]));
    interests.set(row['O*NET-SOC Code']!, map);
  }
  perSource.push(interests);

  const technology = new Map<string, Map<MatchTag, number>>();
  const techRows = new Map<string, number>();
  for (const row of await readCsv('technology_skills_finance.csv')) {
    const code = row['O*NET-SOC Code']!;
    techRows.set(code, (techRows.get(code) ?? 0) + 1);
    const map = technology.get(code) ?? new Map<MatchTag, number>();
    for (const [tag, w] of Object.entries(
      TECHNOLOGY_SIGNALS[row['Commodity Title']!] ?? {},
    ) as Array<[MatchTag, number]>)
      add(map, tag, w);
    technology.set(code, map);
  }
  for (const [code, map] of technology)
    for (const [tag, v] of map) map.set(tag, v / (techRows.get(code) ?? 1));
  perSource.push(technology);

  const tasks = new Map<string, Map<MatchTag, number>>();
  const taskRows = new Map<string, number>();
  for (const row of await readCsv('task_statements_finance.csv')) {
    const code = row['O*NET-SOC Code']!;
    taskRows.set(code, (taskRows.get(code) ?? 0) + 1);
    const map = tasks.get(code) ?? new Map<MatchTag, number>();
    for (const tag of MATCH_TAGS) if (mentions(row['Task Title']!, tag) > 0) add(map, tag, 1);
    tasks.set(code, map);
  }
  for (const [code, map] of tasks)
    for (const [tag, v] of map) map.set(tag, v / (taskRows.get(code) ?? 1));
  perSource.push(tasks);

  const combined = new Map<string, TagVector>();
  for (const source of perSource) {
    for (const [code, vector] of standOut(source)) {
      const into = combined.get(code) ?? {};
      for (const [tag, v] of Object.entries(vector) as Array<[MatchTag, number]>)
        into[tag] = Math.max(into[tag] ?? 0, v);
      combined.set(code, into);
    }
  }
  return combined;
}

interface Quote {
  from: EvidenceField;
  quote: string;
}

function quotesOf(role: JobProfile): Quote[] {
  const sentences = role.description.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim());
  return [
    ...role.dailyTasks.map((quote) => ({ from: 'dailyTasks' as const, quote })),
    ...role.responsibilities.map((quote) => ({ from: 'responsibilities' as const, quote })),
    ...sentences.map((quote) => ({ from: 'description' as const, quote })),
    ...role.skills.map((quote) => ({ from: 'skills' as const, quote })),
    ...role.interests.map((quote) => ({ from: 'interests' as const, quote })),
    ...role.personalityTraits.map((quote) => ({ from: 'personalityTraits' as const, quote })),
  ];
}

/** The role's own words: mentions of each signal, weighted by field, saturating towards 1. */
function textSignals(role: JobProfile): TagVector {
  const vector: TagVector = {};
  for (const tag of MATCH_TAGS) {
    let weight = Math.min(2, mentions(role.summary, tag)) * FIELD_WEIGHT.summary;
    for (const { from, quote } of quotesOf(role))
      weight += Math.min(2, mentions(quote, tag)) * FIELD_WEIGHT[from];
    if (weight > 0) vector[tag] = 1 - Math.exp(-weight);
  }
  return vector;
}

/** The best quote for a signal: most mentions, then the preferred field, then the shorter. */
function bestQuote(role: JobProfile, tag: MatchTag): Quote | undefined {
  return quotesOf(role)
    .filter((q) => !TEMPERAMENT.has(tag) || q.from === 'personalityTraits')
    .map((q) => ({ ...q, hits: mentions(q.quote, tag) }))
    .filter((q) => q.hits > 0)
    .sort(
      (a, b) =>
        Math.min(b.hits, 2) - Math.min(a.hits, 2) ||
        FIELD_PREFERENCE[b.from] - FIELD_PREFERENCE[a.from] ||
        a.quote.length - b.quote.length,
    )
    .map(({ from, quote }) => ({ from, quote }))[0];
}

const round2 = (v: number) => Math.round(v * 100) / 100;

const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const onet = await onetSignals();
const out: RoleSignalsFile = {
  about:
    'Generated by scripts/build-role-signals.ts from each role in content/roles, O*NET data for its onetCodes (CC BY 4.0; see docs/decisions/005-matching-model.md) and the judgement table in that script. Edit the script, not this file.',
  roles: {},
};
const unknownJudgement = Object.keys(JUDGEMENT).filter((id) => !roles.some((r) => r.job_id === id));
if (unknownJudgement.length > 0)
  throw new Error(`JUDGEMENT names unknown roles: ${unknownJudgement.join(', ')}`);

for (const role of roles) {
  const text = textSignals(role);
  const fromOnet: TagVector = {};
  role.onetCodes.forEach((code, index) => {
    const share = index === 0 ? 1 : 0.6;
    for (const [tag, v] of Object.entries(onet.get(code) ?? {}) as Array<[MatchTag, number]>)
      fromOnet[tag] = Math.max(fromOnet[tag] ?? 0, v * share);
  });
  const family = FUNCTION_PRIORS.find(([pattern]) => pattern.test(role.title))?.[1];
  const prior = family
    ? { ...CATEGORY_PRIORS[role.category], ...family }
    : CATEGORY_PRIORS[role.category];
  const signals: TagVector = {};
  for (const tag of MATCH_TAGS) {
    const priorShare = STYLE.has(tag) ? 0.7 : 0.4;
    let value = orCombine(
      (prior[tag] ?? 0) * priorShare,
      text[tag] ?? 0,
      (fromOnet[tag] ?? 0) * 0.35,
    );
    if (tag === 'leadership')
      value = orCombine(
        value,
        role.difficulty === 'senior' ? 0.6 : role.difficulty === 'mid' ? 0.2 : 0,
      );
    const judged = JUDGEMENT[role.job_id]?.[tag];
    if (judged !== undefined) value = judged;
    if (value >= 0.05) signals[tag] = round2(value);
  }
  const evidence: RoleSignalsFile['roles'][string]['evidence'] = {};
  for (const [tag, value] of Object.entries(signals) as Array<[MatchTag, number]>) {
    if (value < EVIDENCE_MIN) continue;
    const textMin = TEMPERAMENT.has(tag) || value >= STRONG_SIGNAL ? TRAIT_TEXT_MIN : TEXT_MIN;
    if ((text[tag] ?? 0) < textMin) continue;
    if (EVIDENCE_VETO[role.job_id]?.includes(tag)) continue;
    const quote = bestQuote(role, tag);
    if (quote) evidence[tag] = quote;
  }
  out.roles[role.job_id] = { signals, evidence };
}

RoleSignalsFileSchema.parse(out);
await mkdir(path.dirname(TARGET), { recursive: true });
// Written as Prettier would, so that regenerating an unchanged profile changes nothing.
const options = (await prettier.resolveConfig(TARGET)) ?? {};
await writeFile(TARGET, await prettier.format(JSON.stringify(out), { ...options, parser: 'json' }));
console.log(`Wrote ${TARGET}: ${roles.length} roles.`);
