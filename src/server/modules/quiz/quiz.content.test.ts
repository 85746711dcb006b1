import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RoleSignalsFile } from '../../../shared/contracts/quiz.ts';
import { testRoles, testRoleSignals } from '../../../../tests/support/test-app.ts';
import { ContentError } from '../../errors.ts';
import { loadRoleSignals } from './quiz.content.ts';

const roles = await testRoles();
const shipped = await testRoleSignals();
const dir = await mkdtemp(path.join(tmpdir(), 'finsim-role-signals-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function load(edit: (file: RoleSignalsFile) => void): Promise<RoleSignalsFile> {
  const copy = structuredClone(shipped);
  edit(copy);
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(copy));
  return loadRoleSignals(file, roles);
}

describe('content/matching/role-signals.json', () => {
  it('gives every role of the catalogue its own signals', () => {
    expect(Object.keys(shipped.roles).sort()).toEqual(roles.map((r) => r.job_id).sort());
    // Roles of one category differ: no two share a signal profile.
    const profiles = new Set(Object.values(shipped.roles).map((r) => JSON.stringify(r.signals)));
    expect(profiles.size).toBe(roles.length);
  });

  it('refuses a role without signals, naming it and the script that makes them', async () => {
    await expect(load((f) => delete f.roles['fraud-analyst'])).rejects.toThrow(
      /no signals for "fraud-analyst" \(run npx tsx scripts\/build-role-signals\.ts\)/,
    );
  });

  it('refuses signals for a role the catalogue does not have', async () => {
    await expect(
      load((f) => (f.roles['astronaut'] = { signals: {}, evidence: {} })),
    ).rejects.toThrow(ContentError);
  });

  it('refuses a quote that is not in the role’s own content', async () => {
    await expect(
      load((f) => {
        f.roles['fraud-analyst']!.evidence.investigation = {
          from: 'dailyTasks',
          quote: 'Help people sort out their money',
        };
      }),
    ).rejects.toThrow(/"fraud-analyst" evidence for "investigation" is not in its dailyTasks/);
  });

  it('refuses evidence for a signal the role barely has', async () => {
    await expect(
      load((f) => {
        f.roles['fraud-analyst']!.signals.investigation = 0.1;
      }),
    ).rejects.toThrow(/quotes evidence for "investigation" but its signal is below/);
  });

  it('refuses a signal outside 0 to 1', async () => {
    await expect(
      load((f) => {
        f.roles['fraud-analyst']!.signals.investigation = 2;
      }),
    ).rejects.toThrow(/field "roles.fraud-analyst.signals.investigation"/);
  });
});
