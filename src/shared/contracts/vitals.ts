import { z } from 'zod';

export const VITAL_NAMES = ['CLS', 'INP', 'FCP', 'LCP', 'TTFB'] as const;

export const VitalReportSchema = z.strictObject({
  name: z.enum(VITAL_NAMES, { error: `name must be one of ${VITAL_NAMES.join(', ')}` }),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().min(1).max(100),
  navigationType: z.string().max(40).optional(),
  path: z.string().startsWith('/').max(300),
});
export type VitalReport = z.infer<typeof VitalReportSchema>;
