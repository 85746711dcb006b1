import { describe, expect, it } from 'vitest';
import { SimulationContentSchema } from '../../../shared/contracts/simulation.ts';
import path from 'node:path';
import { loadSp500 } from '../../../../tests/support/sp500.ts';
import { checkCompanyRegistry, checkWorld } from './world.checks.ts';
import { loadWorld } from './world.content.ts';
import { testRoles, testSimulations } from '../../../../tests/support/test-app.ts';
import { checkCalendar } from './simulation.calendar.ts';
import { checkDistinctness, checkSimulation } from './simulation.content.ts';
import { createSimulationService } from './simulation.service.ts';

const simulations = await testSimulations();
const [firstId, first] = [...simulations][0] ?? [];

describe('simulation content', () => {
  it('exists for every role of the catalogue, each validated at load', async () => {
    const roles = await testRoles();
    const missing = roles.map((r) => r.job_id).filter((id) => !simulations.has(id));
    expect(missing, 'roles without a simulation').toEqual([]);
    expect(simulations.size).toBe(roles.length);
  });

  it('keeps every role under 100 KB of JSON', () => {
    for (const [jobId, content] of simulations) {
      expect(Buffer.byteLength(JSON.stringify(content)), jobId).toBeLessThan(100 * 1024);
    }
  });

  it('gives every role at least 3 items of its own in each section, and no identical sections', () => {
    expect(checkDistinctness(simulations)).toEqual([]);
  });

  it('states company facts as the S&P 500 data set has them', async () => {
    const world = await loadWorld(path.resolve('content/world'));
    expect(checkCompanyRegistry(world.companies, await loadSp500())).toEqual([]);
  });

  // A sweep of every check over all 132 roles: about 2.5 s idle, more on a busy CI runner.
  it("is one world: companies, the week's facts, names, own items, levels and no answers given away", async () => {
    const world = await loadWorld(path.resolve('content/world'));
    expect(checkWorld(simulations, world, await testRoles(), await loadSp500())).toEqual([]);
  }, 30_000);

  it('is served in the simulated week, meetings in time order, with true weekday-date pairs', async () => {
    // Through the service, so that moving timestamps away from the text fails here too.
    const service = createSimulationService({ roles: await testRoles(), simulations });
    expect(checkCalendar(simulations, service)).toEqual([]);
  });

  it('names the role, section and field of a problem', () => {
    const broken = structuredClone(first!);
    broken.emails[2]!.timestamp = '2026-03-02T09:00:00Z';
    broken.files[1]!.description =
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do.';
    broken.news[0]!.summary =
      'The team will analyze the results and organize a call with the centre of the desk.';
    expect(checkSimulation(broken)).toEqual([
      'field "emails.2.timestamp": 2026-03-02T09:00:00Z is outside the simulated week (12-18 January 2026)',
      'field "files.1": placeholder text (/lorem/i)',
      'field "news.0": American spelling (/\\banalyz/i)',
    ]);
    const noRubric = structuredClone(first!);
    const pending = noRubric.tasks.findIndex((t) => t.status !== 'completed');
    delete noRubric.tasks[pending]!.rubric;
    const parsed = SimulationContentSchema.safeParse(noRubric);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['tasks', pending, 'rubric']);
  });

  it('tells apart a section copied from another role', () => {
    const [, second] = [...simulations][1]!;
    const twin = new Map(simulations);
    twin.set('twin-role', { ...second, job_id: 'twin-role', emails: first!.emails });
    expect(checkDistinctness(twin)).toContain(
      `role "twin-role": section "emails" is identical to role "${firstId}"`,
    );
  });
});
