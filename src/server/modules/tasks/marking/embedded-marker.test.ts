import { describe, expect, it } from 'vitest';
import type { RubricCriterion } from '../../../../shared/contracts/simulation.ts';
import { markWithRules } from './embedded-marker.ts';
import type { MarkingInput } from './marker.ts';

const levels = { full: 'All of it, right.', partial: 'Some of it.', none: 'None of it here.' };

const rubric: RubricCriterion[] = [
  {
    id: 'upside',
    kind: 'figure',
    criterion: 'Works out the upside to the target price',
    weight: 20,
    levels,
    quantity: 'upside to target',
    value: 8.3,
    unit: '%',
    tolerance: 0.2,
    cues: ['upside'],
  },
  {
    id: 'total-return',
    kind: 'figure',
    criterion: 'Adds the dividend yield to give the total expected return',
    weight: 20,
    levels,
    quantity: 'total expected return',
    value: 11.4,
    unit: '%',
    tolerance: 0.2,
    cues: ['total return', 'expected return', 'total'],
  },
  {
    id: 'rating',
    kind: 'decision',
    criterion: 'Rates the shares Hold under the 15% rule',
    weight: 25,
    levels,
    expected: ['Hold'],
    wrong: ['Buy', 'Sell'],
  },
  {
    id: 'drivers',
    kind: 'concept',
    criterion: 'Names the drivers of the view',
    weight: 20,
    levels,
    groups: [
      ['volume', 'volumes'],
      ['margin', 'margins'],
      ['dividend', 'yield'],
    ],
  },
  {
    id: 'clarity',
    kind: 'judgement',
    criterion: 'Explains the recommendation so a salesperson can use it',
    weight: 15,
    levels,
    style: true,
    evidence: [
      ['because', 'as', 'since'],
      ['we recommend', 'our rating', 'we rate'],
    ],
  },
];

const input = (answer: string): MarkingInput => ({
  task: {
    title: 'Rate Hartwell after results',
    description: 'Decide the rating for Hartwell Foods now that the shares have moved.',
    brief:
      'The shares are at 228p after results; our target is 247p and the dividend yield is 3.1%. Under the team rule, Buy needs a total expected return above 15%, Sell below 0%, otherwise Hold.',
    modelAnswer:
      'The upside to the 247p target from 228p is 8.3%; with the 3.1% dividend yield the total expected return is 11.4%. That is below the 15% hurdle, so we rate the shares Hold rather than Buy. Volumes are growing, margins are holding up and the dividend supports the shares.',
    rubric,
  },
  answer,
});

const GOOD = `The upside to our 247p target from 228p is 8.3%, and adding the 3.1% dividend yield gives a total expected return of 11.4%.
That is below the 15% hurdle, so we rate the shares Hold rather than Buy.
We recommend Hold because volumes are growing and margins are holding up, and the dividend supports the shares.`;

const mark = (answer: string) => markWithRules(input(answer));
const level = (answer: string, id: string) => mark(answer).criteria.find((c) => c.id === id)!.level;

describe('embedded marker', () => {
  it('gives a complete, reasoned answer full marks and quotes the sentences that earned them', () => {
    const result = mark(GOOD);
    expect(result.score).toBe(100);
    expect(result.flags).toEqual([]);
    expect(result.engine).toBe('embedded');
    expect(result.indicative).toBe(true);
    const total = result.criteria.find((c) => c.id === 'total-return')!;
    expect(total.evidence).toContain('total expected return of 11.4%');
  });

  describe('figures', () => {
    it('accepts a value within tolerance, in other units and spellings', () => {
      expect(
        level(
          'Adding the yield, the total return comes to 11.5 per cent for holders.',
          'total-return',
        ),
      ).toBe('full');
      expect(
        level('Adding the yield, the total return comes to 11.7% for holders.', 'total-return'),
      ).toBe('none');
    });

    it('gives partial credit for the right number not tied to its quantity, or without its unit', () => {
      expect(
        level('We looked at the figures and the answer is 11.4% in the end.', 'total-return'),
      ).toBe('partial');
      expect(
        level('Adding the yield, the total return is 11.4 on our numbers.', 'total-return'),
      ).toBe('partial');
    });

    it('says what was wrong when a figure is off', () => {
      const c = mark('The upside to the target is 12.0% on the price after results.').criteria.find(
        (x) => x.id === 'upside',
      )!;
      expect(c.level).toBe('none');
      expect(c.note).toContain('12.0%');
    });

    it('reads a figure that opens a sentence or a list item, or follows "i.e."', () => {
      expect(level('8.3% is the upside to our 247p target.', 'upside')).toBe('full');
      expect(level('- 8.3% upside to the target from 228p.', 'upside')).toBe('full');
      expect(
        level('The shares are at 228p after results, i.e. 8.3% upside to the target.', 'upside'),
      ).toBe('full');
    });

    it('reads a loss asked for as an amount when it is written as a negative result', () => {
      const loss: MarkingInput = {
        ...input(''),
        task: {
          ...input('').task,
          rubric: [
            {
              id: 'loss',
              kind: 'figure',
              criterion: 'Loss on refinancing',
              weight: 100,
              levels,
              quantity: 'bond short loss on refinancing',
              value: 2.2,
              unit: '£m',
              tolerance: 0.05,
              cues: ['refinancing'],
            },
          ],
        },
      };
      expect(
        markWithRules({
          ...loss,
          answer: 'Refinancing P&L for the bond short: -£2.20m after carry.',
        }).score,
      ).toBe(100);
    });

    it('reads money in millions and billions as the same figure', async () => {
      const money: MarkingInput = {
        ...input(''),
        task: {
          ...input('').task,
          rubric: [
            {
              id: 'ev',
              kind: 'figure',
              criterion: 'Enterprise value',
              weight: 100,
              levels,
              quantity: 'enterprise value',
              value: 1.2,
              unit: '£bn',
              tolerance: 0.05,
              cues: ['enterprise value', 'EV'],
            },
          ],
        },
      };
      for (const text of [
        'The enterprise value is £1,210m on our numbers.',
        'We put the EV at £1.2 billion for the deal.',
      ])
        expect(markWithRules({ ...money, answer: text }).score).toBe(100);
    });
  });

  describe('decisions', () => {
    it('reads negation: "a Hold, not a Buy" is Hold', () => {
      expect(
        level('On these numbers the shares are a Hold, not a Buy, for the team.', 'rating'),
      ).toBe('full');
      expect(
        level('We would not rate the shares Hold; it is a Buy for the team now.', 'rating'),
      ).toBe('none');
    });

    it('gives partial credit to a hedged call and none to no call', () => {
      expect(
        level('The shares could be a Hold for us, or a Buy for the bolder investors.', 'rating'),
      ).toBe('partial');
      expect(
        level('The shares have moved a lot since the results came out this week.', 'rating'),
      ).toBe('none');
    });

    /** Marks an answer against one decision criterion with these calls. */
    const call = (expected: string[], wrong: string[], answer: string) =>
      markWithRules({
        ...input(answer),
        task: {
          ...input(answer).task,
          rubric: [
            {
              id: 'call',
              kind: 'decision',
              criterion: 'Makes the call',
              weight: 100,
              levels,
              expected,
              wrong,
            },
          ],
        },
      });

    it('recognises a call made with another verb of its kind, or words between verb and object', () => {
      const waiver = (answer: string) =>
        call(['support the waiver'], ['reject the waiver'], answer).criteria[0]!.level;
      expect(waiver('We recommend that the bank approves a one-off waiver of the test.')).toBe(
        'full',
      );
      expect(waiver('Recommendation: grant the waiver, with a fee of 10bp.')).toBe('full');
      expect(waiver('Recommendation: the lenders should turn down the waiver request.')).toBe(
        'none',
      );
      expect(
        call(
          ['reimburse £18,400'],
          ['decline the claim'],
          'We should repay Mrs Porter £18,400 now.',
        ).criteria[0]!.level,
      ).toBe('full');
    });

    it('reads a one-word call exactly: keeping the shares is not rating them Hold', () => {
      expect(level('I would keep the shares for now after the results.', 'rating')).toBe('none');
    });

    it('reads a call the answer refuses as the wrong call', () => {
      const result = call(
        ['support the waiver'],
        ['reject the waiver'],
        'The numbers pass the test in June. Recommendation: do not grant the waiver; reprice instead.',
      );
      expect(result.criteria[0]!.level).toBe('none');
      expect(result.flags).toContain('wrong-decision');
    });

    it('takes the sentence that makes the call over a mention elsewhere', () => {
      const result = call(
        ['Option A', 'recommend Option A'],
        ['recommend Option B'],
        'Option A (the five-year fix) costs £36,392 over two years.\nWhat we recommend: Option B, the two-year fix.',
      );
      expect(result.flags).toContain('wrong-decision');
    });

    it('does not take a choice named, a condition or the shared object of both calls as the call', () => {
      const pilot = call(
        ['no-go'],
        ['go ahead'],
        'Pilot go/no-go note for Leila.\nRecommendation: go ahead next week as planned.',
      );
      expect(pilot.flags).toContain('wrong-decision');
      const deal = call(
        ['support the deal'],
        ['oppose the deal'],
        'Recommendation: Larkspur should oppose the deal at the board.',
      );
      expect(deal.flags).toContain('wrong-decision');
      const limit = call(
        ['limit of g+160'],
        ['stay out'],
        'Recommendation: put in £15m with a limit of G+160; if it prices tighter than that, we stay out.',
      );
      expect(limit.criteria[0]!.level).toBe('full');
    });

    it('holds an answer with the right numbers and the wrong call to a low score', () => {
      const wrong = GOOD.replace(
        'we rate the shares Hold rather than Buy',
        'we rate the shares Buy',
      ).replace('We recommend Hold', 'We recommend Buy');
      const result = mark(wrong);
      expect(result.flags).toContain('wrong-decision');
      expect(result.score).toBeLessThanOrEqual(40);
    });
  });

  describe('concepts and judgement', () => {
    it('gives full credit for every group, partial for half, none below', () => {
      expect(
        level('The view rests on volumes, margins and the dividend the company pays.', 'drivers'),
      ).toBe('full');
      expect(
        level('The view rests on volumes and margins at the company this year.', 'drivers'),
      ).toBe('partial');
      expect(
        level('The view rests on the management team and its plans for the year.', 'drivers'),
      ).toBe('none');
    });

    it('gives a weak but genuine attempt a little credit for ideas it touches on, a keyword list none', () => {
      const weak = mark(
        'The shares look fair after the results and the business is still growing, so I would probably keep them.',
      );
      const drivers = weak.criteria.find((c) => c.id === 'drivers')!;
      expect(drivers).toMatchObject({ level: 'partial', points: 5 });
      expect(drivers.note).toContain('touch on');
      const list = mark('shares, results, business, growing, volumes, margins, dividend, hold');
      expect(list.criteria.find((c) => c.id === 'drivers')!.level).not.toBe('partial');
      expect(weak.score).toBeGreaterThan(list.score);
      expect(weak.score).toBeLessThan(25);
    });

    it('reads the words an idea is touched on with in their other forms ("moving", "move")', () => {
      const result = markWithRules({
        ...input(''),
        task: {
          ...input('').task,
          modelAnswer: 'A single model update can move our modelled losses quickly.',
          rubric: [
            {
              id: 'uncertainty',
              kind: 'concept',
              criterion: 'Weighs model uncertainty',
              weight: 100,
              levels,
              groups: [['model update'], ['21 points']],
            },
          ],
        },
        answer: 'The models keep moving, so I would buy more cover than we strictly need.',
      });
      expect(result.criteria[0]).toMatchObject({ level: 'partial', points: 25 });
    });

    it('gives judgement only partial credit in a short answer', () => {
      expect(level('We recommend a Hold because the return is too low.', 'clarity')).toBe(
        'partial',
      );
    });
  });

  describe('gaming', () => {
    it('scores an empty answer 0', () => {
      expect(mark('')).toMatchObject({ score: 0, flags: ['empty'] });
      expect(mark('   \n  ').score).toBe(0);
    });

    it('gives the brief pasted back nothing', () => {
      const result = mark(input('').task.brief);
      expect(result.score).toBeLessThan(10);
      expect(result.flags).toContain('brief-copied');
    });

    it('holds a list of the right keywords and numbers to a low score', () => {
      const result = mark(
        'upside 8.3%, total return 11.4%, Hold, volumes, margins, dividend, because, we recommend, our rating',
      );
      expect(result.flags).toContain('keyword-list');
      expect(result.score).toBeLessThan(25);
    });
  });
});
