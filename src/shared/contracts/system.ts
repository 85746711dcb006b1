import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().optional(),
  }),
  roles: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;

/** What the pages need to know about this installation, read at run time (no rebuild). */
export const SiteInfoSchema = z.object({
  productName: z.string(),
  contactEmail: z.string(),
  roleCount: z.number().int(),
  moduleCount: z.number().int(),
  monthlyPriceGbp: z.number(),
  developmentMode: z.boolean(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
