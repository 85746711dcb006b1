import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import { FINANCE_CV, NURSE_CV, STUFFING } from '../../../../tests/support/cvs.ts';
import { testRoles } from '../../../../tests/support/test-app.ts';
import { loadSkillTaxonomy } from './resume.content.ts';
import { matchersFor, roleTermsFor, screenCv, type RoleTerms } from './screening.ts';
import type { SkillTaxonomy } from './skill-taxonomy.ts';

let taxonomy: SkillTaxonomy;
let research: JobProfile;
let terms: RoleTerms;
const NOW = new Date('2026-01-12T09:00:00Z');

beforeAll(async () => {
  taxonomy = await loadSkillTaxonomy(path.resolve('content/resume'));
  const roles = await testRoles();
  research = roles.find((r) => r.job_id === 'equity-research-analyst')!;
  terms = roleTermsFor(research, roles);
});

describe('the embedded CV screener', () => {
  it('scores a finance CV well above an unrelated one for a finance role', () => {
    const finance = screenCv(FINANCE_CV, research, taxonomy, terms, NOW);
    const nurse = screenCv(NURSE_CV, research, taxonomy, terms, NOW);
    expect(finance.fitScore).toBeGreaterThanOrEqual(70);
    expect(nurse.fitScore).toBeLessThan(30);
    expect(finance.fitScore - nurse.fitScore).toBeGreaterThan(40);
  });

  it('weighs must-have skills above nice-to-have ones, and work above lists', () => {
    const finance = screenCv(FINANCE_CV, research, taxonomy, terms, NOW);
    const modelling = finance.matched.find((m) => m.skill === 'Earnings models in Excel')!;
    expect(modelling).toMatchObject({ importance: 'must-have', shown: 'in-work' });
    expect(modelling.evidence).toContain('three-statement earnings model');
    expect(finance.matched.find((m) => m.skill === 'CFA study')).toMatchObject({
      importance: 'nice-to-have',
      shown: 'listed',
    });
    const parts = new Map(finance.breakdown.map((b) => [b.part, b]));
    expect(parts.get('Must-have skills')!.max).toBe(35);
    expect(parts.get('Nice-to-have skills')!.max).toBe(10);
    expect(finance.missing.map((m) => m.skill)).toContain('Presenting to clients');
  });

  it('quotes evidence that really is a line of the CV', () => {
    for (const cv of [FINANCE_CV, NURSE_CV]) {
      for (const finding of screenCv(cv, research, taxonomy, terms, NOW).matched) {
        expect(cv).toContain(finding.evidence);
      }
    }
  });

  it('gives nothing for a list of keywords', () => {
    const plain = screenCv(NURSE_CV, research, taxonomy, terms, NOW);
    const stuffed = screenCv(`${NURSE_CV}${STUFFING}`, research, taxonomy, terms, NOW);
    expect(stuffed.stuffed).toBe(true);
    expect(stuffed.fitScore).toBeLessThanOrEqual(plain.fitScore);
    const financeStuffed = screenCv(`${FINANCE_CV}${STUFFING}`, research, taxonomy, terms, NOW);
    // Work described still counts in full: stuffing cannot raise a real CV either.
    expect(financeStuffed.fitScore).toBeLessThanOrEqual(
      screenCv(FINANCE_CV, research, taxonomy, terms, NOW).fitScore,
    );
  });

  it('reads experience against the role level from the dates', () => {
    const finance = screenCv(FINANCE_CV, research, taxonomy, terms, NOW);
    expect(finance.relevantMonths).toBe(6);
    expect(finance.relevantRoles.map((r) => r.organisation)).toEqual([
      'Holloway Pryce Securities',
      'Aviva plc',
    ]);
    const senior = { ...research, difficulty: 'senior' as const };
    const asSenior = screenCv(FINANCE_CV, senior, taxonomy, terms, NOW);
    expect(asSenior.fitScore).toBeLessThan(finance.fitScore);
  });

  it("builds a role's skill matchers once for a taxonomy, not for every CV", () => {
    const first = matchersFor(research, taxonomy);
    expect(matchersFor(research, taxonomy)).toBe(first);
    expect(first.map((m) => m.matcher.skill)).toEqual(research.skills);
    // Another taxonomy (a reload) or another role gets matchers of its own.
    expect(matchersFor(research, { ...taxonomy })).not.toBe(first);
    expect(matchersFor({ ...research }, taxonomy)).not.toBe(first);
  });

  it('counts how many roles use each word once per catalogue, not again for every role', async () => {
    const roles = await testRoles();
    let scans = 0;
    const catalogue = new Proxy([...roles], {
      get(target, key, receiver) {
        if (key === Symbol.iterator) scans += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const first = roleTermsFor(research, catalogue);
    const other = roleTermsFor(
      roles.find((r) => r !== research)!,
      catalogue,
    );
    expect(scans).toBe(1);
    expect(first).toEqual(terms);
    expect(other.distinctive.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(screenCv(FINANCE_CV, research, taxonomy, terms, NOW)).toEqual(
      screenCv(FINANCE_CV, research, taxonomy, terms, NOW),
    );
  });
});
