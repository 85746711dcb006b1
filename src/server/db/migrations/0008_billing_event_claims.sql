ALTER TABLE "billing_event" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_event" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
-- Events recorded before claims existed were processed then (a failed one was deleted).
UPDATE "billing_event" SET "processed_at" = "received_at";
