import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES, categorySlug } from '../../../shared/domain/role-derivations.ts';
import { loadRoleCatalogue } from './catalogue.content.ts';

const ROLES_DIR = path.resolve('content/roles');

describe('the shipped role catalogue', async () => {
  const roles = await loadRoleCatalogue(ROLES_DIR);

  it('holds at least 130 distinct roles', () => {
    expect(roles.length).toBeGreaterThanOrEqual(130);
    expect(new Set(roles.map((r) => r.job_id)).size).toBe(roles.length);
    expect(new Set(roles.map((r) => r.title.toLowerCase())).size).toBe(roles.length);
  });

  it.each(CATEGORIES.filter((c) => c !== 'Other'))('has at least 6 roles in %s', (category) => {
    expect(roles.filter((r) => r.category === category).length).toBeGreaterThanOrEqual(6);
  });

  it('has every difficulty level somewhere', () => {
    expect(new Set(roles.map((r) => r.difficulty))).toEqual(new Set(['entry', 'mid', 'senior']));
  });

  it('uses job ids that are the slug of the title', () => {
    const slug = (title: string) =>
      title
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    for (const role of roles) expect(role.job_id, role.title).toBe(slug(role.title));
  });

  it('contains no placeholder text and no American spellings of common words', () => {
    const banned = [
      /lorem/i,
      /\bTBD\b/,
      /\bTODO\b/,
      /Company [A-Z]\b/,
      /[{}]/,
      /\banalyz/i,
      /\borganiz/i,
      /\bmodeling\b/i,
      /\bcenter\b/i,
      /\bfavor/i,
    ];
    for (const role of roles) {
      const text = Object.values(role).flat().join('\n');
      for (const pattern of banned)
        expect(text, `${role.job_id} matches ${pattern}`).not.toMatch(pattern);
    }
  });

  it('cites O*NET occupations that exist in the shared data set', async () => {
    const { readFile } = await import('node:fs/promises');
    // shared/ sits beside the project in development and CI; without it this test fails, not passes.
    const csv = await readFile(
      path.resolve('../shared/data/onet-finance/occupation_data_all.csv'),
      'utf8',
    );
    const codes = new Set(csv.split('\n').map((line) => line.split(',')[0]));
    for (const role of roles)
      for (const code of role.onetCodes) expect(codes, role.job_id).toContain(code);
  });

  it('keeps each category in its own file', async () => {
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(ROLES_DIR)).sort();
    expect(files).toEqual(CATEGORIES.map((c) => `${categorySlug(c)}.json`).sort());
  });
});

describe('loadRoleCatalogue on bad content', () => {
  let dir: string;
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const validRole = {
    job_id: 'treasury-analyst',
    title: 'Treasury Analyst',
    summary: 'Treasury analysts make sure a company always has the cash it needs to pay its bills.',
    description:
      'A treasury analyst forecasts the cash a company will receive and pay out, moves money between bank accounts, arranges short-term borrowing or deposits, and watches currency and interest-rate exposures so that the business can meet every payment on time.',
    skills: ['Cash forecasting', 'Excel', 'Banking', 'FX', 'Attention to detail', 'Communication'],
    responsibilities: [
      'Prepare the daily cash position',
      'Forecast weekly cash flows',
      'Arrange short-term deposits',
      'Track bank fees',
      'Support hedging decisions',
    ],
    dailyTasks: [
      'Check overnight balances',
      'Move cash between accounts',
      'Update the 13-week forecast',
      'Book an FX trade',
      'Answer bank queries',
    ],
    experienceLevels: ['Graduate entry'],
    interests: ['Money flows', 'Markets', 'Spreadsheets'],
    personalityTraits: ['Organised', 'Precise', 'Calm'],
    onetCodes: ['11-3031.01'],
  };

  async function write(name: string, body: unknown) {
    dir = await mkdtemp(path.join(tmpdir(), 'roles-'));
    await writeFile(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  }

  it('accepts a valid file and derives the SPEC.md fields', async () => {
    await write('corporate-finance.json', { category: 'Corporate Finance', roles: [validRole] });
    const [role] = await loadRoleCatalogue(dir);
    expect(role).toMatchObject({
      category: 'Corporate Finance',
      difficulty: 'entry',
      salary_range: '£40k-£70k',
    });
  });

  it('names the file, role and field of a bad value', async () => {
    await write('corporate-finance.json', {
      category: 'Corporate Finance',
      roles: [{ ...validRole, skills: ['Only one'] }],
    });
    await expect(loadRoleCatalogue(dir)).rejects.toThrow(
      /corporate-finance\.json: role "treasury-analyst": field "skills"/,
    );
  });

  it('names the field of a missing value', async () => {
    const { dailyTasks: _dropped, ...withoutTasks } = validRole;
    await write('corporate-finance.json', { category: 'Corporate Finance', roles: [withoutTasks] });
    await expect(loadRoleCatalogue(dir)).rejects.toThrow(
      /role "treasury-analyst": field "dailyTasks"/,
    );
  });

  it('refuses a title that derives to another category than its file', async () => {
    await write('compliance.json', { category: 'Compliance', roles: [validRole] });
    await expect(loadRoleCatalogue(dir)).rejects.toThrow(
      /compliance\.json: role "treasury-analyst": field "title": .*derives to category "Corporate Finance"/,
    );
  });

  it('refuses duplicate ids', async () => {
    await write('corporate-finance.json', {
      category: 'Corporate Finance',
      roles: [validRole, { ...validRole, title: 'Treasury Analyst II' }],
    });
    await expect(loadRoleCatalogue(dir)).rejects.toThrow(/field "job_id": duplicate/);
  });

  it('reports broken JSON with the file name', async () => {
    await write('research.json', '{"category": "Research", "roles": [');
    await expect(loadRoleCatalogue(dir)).rejects.toThrow(/research\.json: not valid JSON/);
  });
});

describe('catalogue order', () => {
  it('follows the category order of SPEC.md, Investment Banking first and Other last', async () => {
    const roles = await loadRoleCatalogue(ROLES_DIR);
    const order = [...new Set(roles.map((r) => r.category))];
    expect(order).toEqual([...CATEGORIES]);
  });
});
