import type { VitalReport } from '../../../shared/contracts/vitals.ts';
import type { Db } from '../../db/client.ts';
import { webVitals } from '../../db/schema.ts';

export interface VitalsService {
  record(report: VitalReport): Promise<void>;
}

export function createVitalsService(db: Db): VitalsService {
  return {
    async record(report) {
      await db.insert(webVitals).values({
        name: report.name,
        value: report.value,
        rating: report.rating,
        metricId: report.id,
        navigationType: report.navigationType ?? null,
        path: report.path,
      });
    },
  };
}
