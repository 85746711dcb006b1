import { describe, expect, it } from 'vitest';
import type { CompanyRecord, SimulationContent } from '../../../shared/contracts/simulation.ts';
import { WorldFactSchema } from '../../../shared/contracts/world.ts';
import { testSimulations } from '../../../../tests/support/test-app.ts';
import {
  checkCompanyMentions,
  checkCompanyRegistry,
  checkGiveaways,
  checkGraduateItems,
  checkNames,
  checkNearDuplicates,
  checkWorldFacts,
  type Sp500Row,
} from './world.checks.ts';

/*
 * Each check is shown failing on what the review of the old content found (texts and facts taken
 * from the simulations before the world registries) and passing once it is put right.
 */

const simulations = await testSimulations();
const [a, b] = [...simulations.values()];
const roleA = (change: (c: SimulationContent) => void = () => {}) => {
  const copy = structuredClone(a!);
  change(copy);
  return copy;
};
const roleB = (change: (c: SimulationContent) => void = () => {}) => {
  const copy = structuredClone(b!);
  change(copy);
  return copy;
};
const world = (...roles: SimulationContent[]) => new Map(roles.map((r) => [r.job_id, r]));

const jpmRow: Sp500Row = {
  symbol: 'JPM',
  security: 'JPMorgan Chase',
  headquarters: 'New York City, New York',
  founded: '2000 (1799 / 1871)',
  price: 351.58,
};
const jpm: CompanyRecord = {
  id: 'jpmorgan-chase',
  name: 'JPMorgan Chase',
  headquarters: 'New York City, New York',
  founded: 1799,
  currentEntityFormed: 2000,
  sp500: 'JPM',
  sharePrice: { value: 351.58, currency: 'USD', asOf: 'Aug 2026' },
  listing: 'S&P 500 constituent (JPM)',
  employees: 'approx. 317,000',
  revenue: 'approx. $177.6bn net revenue',
  currency: 'USD',
  period: 'FY2024',
  approximate: true,
  source: 'S&P 500 data; annual report FY2024 (approx.)',
};
const rentokil: CompanyRecord = {
  id: 'rentokil-initial',
  name: 'Rentokil Initial',
  headquarters: 'Crawley, United Kingdom',
  founded: 1925,
  listing: 'LSE: RTO',
  employees: 'approx. 62,900',
  revenue: 'approx. £5.4bn revenue',
  currency: 'GBP',
  period: 'FY2024',
  approximate: true,
  source: 'Rentokil Initial annual report FY2024 (approx.)',
};

describe('the company registry', () => {
  it('holds S&P 500 companies to the data set: earliest founding year, entity year, dated price', () => {
    expect(checkCompanyRegistry(new Map([[jpm.id, jpm]]), [jpmRow])).toEqual([]);
    // "JPMorgan Chase, founded 2000" in 54 roles: the legal entity's year, not the firm's.
    const old = { ...jpm, founded: 2000, currentEntityFormed: undefined };
    expect(checkCompanyRegistry(new Map([[jpm.id, old]]), [jpmRow])).toEqual([
      'company "jpmorgan-chase" (content/world/companies/jpmorgan-chase.json): founded 2000 should be 1799, the earliest year in "2000 (1799 / 1871)"',
      'company "jpmorgan-chase" (content/world/companies/jpmorgan-chase.json): currentEntityFormed should be 2000 (the data says "2000 (1799 / 1871)")',
    ]);
    const stale = { ...jpm, sharePrice: { ...jpm.sharePrice!, value: 360 } };
    expect(checkCompanyRegistry(new Map([[jpm.id, stale]]), [jpmRow])[0]).toMatch(
      /share price should be \$351\.58 as of Aug 2026/,
    );
  });

  it('refuses an S&P 500 company entered without its ticker, and a price without a dated source', () => {
    const { sp500: _, sharePrice: __, ...bare } = jpm;
    expect(checkCompanyRegistry(new Map([[jpm.id, bare]]), [jpmRow])[0]).toMatch(
      /the S&P 500 data covers it as JPM/,
    );
    const priced = { ...rentokil, sharePrice: jpm.sharePrice };
    expect(checkCompanyRegistry(new Map([[rentokil.id, priced]]), [])[0]).toMatch(
      /only S&P 500 companies carry one/,
    );
  });

  it('refuses money in a currency other than the record says (Rentokil Initial in dollars)', () => {
    expect(checkCompanyRegistry(new Map([[rentokil.id, rentokil]]), [])).toEqual([]);
    const dollars = { ...rentokil, revenue: 'approx. $5.4bn revenue' };
    expect(checkCompanyRegistry(new Map([[rentokil.id, dollars]]), [])).toEqual([
      'company "rentokil-initial" (content/world/companies/rentokil-initial.json): revenue "approx. $5.4bn revenue" is in USD but the record\'s currency is GBP',
    ]);
  });

  it('refuses a founding year or head count in a role that differs from the registry', () => {
    const registry = new Map([[jpm.id, jpm]]);
    const said = (text: string) =>
      checkCompanyMentions(
        world(
          roleA((c) => {
            c.news[0]!.summary = text;
          }),
        ),
        registry,
      );
    expect(said('JPMorgan Chase, founded in 1998, leads the bond sale.')).toHaveLength(1);
    expect(said('JPMorgan Chase (about 90,000 staff) leads the bond sale.')).toHaveLength(1);
    expect(said('JPMorgan Chase, founded in 1799, leads the bond sale.')).toEqual([]);
    expect(said('JPMorgan Chase, founded in 2000 as today’s company, leads it.')).toEqual([]);
    expect(said('Capital One, founded in 1994, is not JPMorgan Chase.')).toEqual([]);
  });
});

describe('the facts of the week', () => {
  const gdp = WorldFactSchema.parse({
    id: 'uk-gdp-november',
    statement: 'UK monthly GDP rose 0.2% in November 2025, published on Thursday 15 January.',
    about: ['\\bGDP (?:rose|grew)(?!.{0,40}three months)'],
    value: 0.2,
    unit: '%',
    contradictions: ['November GDP[^.]{0,40}next week'],
  });
  const check = (text: string) =>
    checkWorldFacts(
      world(
        roleA((c) => {
          c.news[1]!.summary = text;
        }),
      ),
      [gdp],
    );

  it('refuses a role that gives the print differently (0.1% in 13 roles, 0.2% in 8)', () => {
    expect(check('UK GDP rose 0.1% in November after a flat October.')).toHaveLength(1);
    expect(check('UK GDP rose 0.2% in November after a 0.1% fall in October.')).toEqual([]);
    expect(check('GDP grew 0.1% over the three months to November.')).toEqual([]);
  });

  it('refuses words that contradict it, such as the release "next week"', () => {
    expect(check('November GDP is due next week, so hold the note.')[0]).toMatch(
      /contradicts the week's fact "uk-gdp-november"/,
    );
  });
});

describe('the names registry', () => {
  const castA = { people: ['Ottilie Brankworth'], firms: ['Quillmere'] };
  const castB = { people: ['Caspian Mordell'], firms: ['Drumvale'] };
  const speakers = (c: SimulationContent, name: string) => {
    c.emails.forEach((e) => (e.from.name = name));
    c.meetings.forEach((m) => {
      m.attendees = [name, 'You'];
      m.transcript.forEach((t) => (t.speaker = name));
    });
  };
  const one = roleA((c) => speakers(c, 'Ottilie Brankworth'));
  const two = roleB((c) => speakers(c, 'Caspian Mordell'));
  const names = (cA = castA, cB = castB) =>
    new Map([
      [one.job_id, cA],
      [two.job_id, cB],
    ]);

  it('passes roles whose people and firms are their own', () => {
    expect(checkNames(world(one, two), names())).toEqual([]);
  });

  it('refuses a person listed by two roles, or named in another role', () => {
    expect(
      checkNames(world(one, two), names(castA, { ...castB, people: ['Ottilie Brankworth'] })),
    ).toContain(
      `name "Ottilie Brankworth" is listed by both role "${one.job_id}" and role "${two.job_id}"; a name belongs to one role's world (or to shared.json)`,
    );
    const borrowing = structuredClone(two);
    borrowing.emails[0]!.body += ' Ottilie Brankworth will join the call.';
    expect(checkNames(world(one, borrowing), names())).toEqual([
      `role "${two.job_id}": names "Ottilie Brankworth", who belongs to role "${one.job_id}"; give this role its own`,
    ]);
  });

  it('refuses a fictional firm reused in another role ("Halden" was in 16 roles)', () => {
    const borrowing = structuredClone(two);
    borrowing.news[0]!.summary += ' Quillmere Foods reported a profit warning.';
    expect(checkNames(world(one, borrowing), names())).toEqual([
      `role "${two.job_id}": names "Quillmere", who belongs to role "${one.job_id}"; give this role its own`,
    ]);
    // In a file name, underscores separate the words.
    const filed = structuredClone(two);
    filed.files[0]!.name = 'Quillmere_SPA_v4_Seller_Markup.docx';
    expect(checkNames(world(one, filed), names())).toHaveLength(1);
  });

  it('refuses a speaker the registry does not list for the role', () => {
    const stranger = structuredClone(two);
    stranger.meetings[0]!.transcript[0]!.speaker = 'Perpetua Snowdrake (MD)';
    expect(checkNames(world(one, stranger), names())).toContain(
      `role "${two.job_id}": meetings[${stranger.meetings[0]!.id}].transcript: "Perpetua Snowdrake" is not in content/world/names/${two.job_id}.json`,
    );
  });
});

describe('items copied across roles', () => {
  // The personal-account-dealing e-mail most investment banking roles shared.
  const boilerplate =
    'A reminder from Compliance: all personal account dealing must be pre-cleared through the PAD system before you trade, including in ISAs and SIPPs you control. Holdings must be kept for at least 30 days, and you may not deal in any security on the restricted or watch lists. Breaches are reported to your line manager and may be reported to the FCA. Please complete the annual attestation in the PAD system by Friday. Thank you for your help in keeping the firm and its clients safe.';

  it('refuses a near copy of another role’s item (8-word runs, Jaccard at least 0.5)', () => {
    const one = roleA((c) => (c.emails[0]!.body = boilerplate));
    const two = roleB((c) => (c.emails[3]!.body = boilerplate.replace('Friday', 'Thursday')));
    const problems = checkNearDuplicates(world(one, two));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /emails\[.*\] nearly repeats role .* emails\[.*\] \(\d+% of 8-word runs shared\)/,
    );
  });

  it('passes the same subject written for each role, and shared definitions of a term', () => {
    const one = roleA((c) => (c.emails[0]!.body = boilerplate));
    const two = roleB((c) => {
      c.emails[3]!.body =
        'Before you buy shares for yourself this quarter, check the desk restricted list: the two pharmaceutical issuers we cover for the vaccine bond are on it until the deal prices, and your ISA counts.';
      c.fundamentals[0]!.definition = a!.fundamentals[0]!.definition;
    });
    expect(checkNearDuplicates(world(one, two))).toEqual([]);
  });
});

describe('graduate items', () => {
  it('are refused in mid and senior roles and allowed in entry-level ones', () => {
    const teachIn = (c: SimulationContent) =>
      (c.meetings[2]!.title = 'Markets graduate teach-in: market abuse case studies');
    const one = roleA(teachIn);
    const titles = (title: string) => new Map([[one.job_id, title]]);
    expect(checkGraduateItems(world(one), titles('Equity Derivatives Trader'))).toEqual([
      `role "${one.job_id}": meetings[${one.meetings[2]!.id}]: "Markets graduate teach-in: market abuse case studies" is a graduate item in a mid-level role; give the role work of its level`,
    ]);
    expect(checkGraduateItems(world(one), titles('Rates Trading Analyst'))).toEqual([]);
  });
});

describe('answers given away', () => {
  const graded = (c: SimulationContent) => {
    const task = c.tasks.find((t) => t.status !== 'completed' && t.rubric)!;
    task.rubric = [
      {
        id: 'new-eps',
        kind: 'figure',
        criterion: 'States the new FY26 EPS',
        weight: 100,
        levels: { full: 'Right figure.', partial: 'Close figure.', none: 'No figure.' },
        quantity: 'new FY26 EPS',
        value: 17.6,
        unit: 'p',
        tolerance: 0.1,
        cues: ['EPS'],
      },
    ];
    task.brief = 'Work out the new FY26 EPS after the guidance raise and say what it means.';
    task.description = 'Update the EPS forecast after the trading statement.';
    return task;
  };

  it('refuses a meeting or fundamental that states a graded task’s headline figure', () => {
    let taskId = '';
    const one = roleA((c) => {
      taskId = graded(c).id;
      c.meetings[0]!.transcript[1]!.text = 'So the new FY26 EPS comes out at 17.6p, up 4.4%.';
    });
    expect(checkGiveaways(world(one)).filter((p) => p.includes(`task "${taskId}"`))).toEqual([
      `role "${one.job_id}": meetings[${one.meetings[0]!.id}] states "17.6p", the answer to task "${taskId}" (new FY26 EPS); take it out or change the case`,
    ]);
  });

  it('passes when the colleague asks for the figure instead, and ignores round inputs', () => {
    const one = roleA((c) => {
      graded(c);
      c.meetings[0]!.transcript[1]!.text = 'Can you work out what the raise does to FY26 EPS?';
    });
    expect(checkGiveaways(world(one)).filter((p) => p.includes('17.6'))).toEqual([]);
  });
});
