import { describe, expect, it } from 'vitest';
import { testRoles, testSimulations } from '../../../../tests/support/test-app.ts';
import { createSimulationService } from './simulation.service.ts';

const roles = await testRoles();
const simulations = await testSimulations();

describe('simulation service', () => {
  it('answers 404 simulation-not-ready for a catalogue role whose content is missing', () => {
    const [role] = roles;
    const partial = new Map([...simulations].filter(([id]) => id !== role!.job_id));
    const service = createSimulationService({ roles, simulations: partial });
    expect(() => service.getSandbox(role!.job_id)).toThrow(
      expect.objectContaining({ statusCode: 404, code: 'simulation-not-ready' }),
    );
    expect(service.coverage()).toBe(roles.length - 1);
  });
});
