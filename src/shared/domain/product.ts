/** Product constants of SPEC.md section 9 and PRODUCT.md. */
export const PRODUCT_NAME = 'FinSim';

/** PRODUCT.md D18: 8 simulation sections + 6 coaching workflows + resume screening. */
export const SIMULATION_SECTIONS = 8;
export const COACHING_WORKFLOWS = 6;
export const MODULE_COUNT = SIMULATION_SECTIONS + COACHING_WORKFLOWS + 1;

export const MONTHLY_PRICE_GBP = 9.99;

export const JOBS_REQUEST_TIMEOUT_MS = 10_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const DECISION_REDIRECT_DELAY_MS = 500;

export const RESPONSE_TIME = '24-48 hours';
export const MONEY_BACK_DAYS = 30;

/** "130+" for 132 roles: the catalogue's real count, rounded down to a ten. */
export function formatRoleCount(count: number): string {
  if (count < 10) return String(count);
  return `${Math.floor(count / 10) * 10}+`;
}
