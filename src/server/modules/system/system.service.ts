import type { Health, SiteInfo } from '../../../shared/contracts/system.ts';
import { MODULE_COUNT, MONTHLY_PRICE_GBP, PRODUCT_NAME } from '../../../shared/domain/product.ts';
import type { Database } from '../../db/client.ts';

export interface SystemService {
  checkHealth(): Promise<Health>;
  siteInfo(): SiteInfo;
}

export function createSystemService(deps: {
  database: Database;
  roleCount: number;
  contactEmail: string;
  developmentMode: boolean;
  log: { warn(obj: unknown, msg: string): void };
}): SystemService {
  return {
    async checkHealth() {
      const started = performance.now();
      try {
        await deps.database.ping();
        return {
          status: 'ok',
          database: {
            kind: deps.database.kind,
            reachable: true,
            latencyMs: Math.round((performance.now() - started) * 100) / 100,
          },
          roles: deps.roleCount,
        };
      } catch (error) {
        deps.log.warn({ err: error }, 'health check: database unreachable');
        return {
          status: 'degraded',
          database: { kind: deps.database.kind, reachable: false },
          roles: deps.roleCount,
        };
      }
    },
    siteInfo: () => ({
      productName: PRODUCT_NAME,
      contactEmail: deps.contactEmail,
      roleCount: deps.roleCount,
      moduleCount: MODULE_COUNT,
      monthlyPriceGbp: MONTHLY_PRICE_GBP,
      developmentMode: deps.developmentMode,
    }),
  };
}
