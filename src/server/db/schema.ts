import { doublePrecision, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Core Web Vitals reported by browsers (PRODUCT.md D10), kept for the performance dashboard. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    metricId: text('metric_id').notNull(),
    navigationType: text('navigation_type'),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('web_vitals_name_created_idx').on(table.name, table.createdAt)],
);
