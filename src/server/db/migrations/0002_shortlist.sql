ALTER TABLE "profile" ADD COLUMN "shortlisted_jobs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "dismissed_jobs" jsonb DEFAULT '[]'::jsonb NOT NULL;