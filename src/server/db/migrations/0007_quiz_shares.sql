CREATE TABLE "quiz_share" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"matches" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_share" ADD CONSTRAINT "quiz_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_share_user_idx" ON "quiz_share" USING btree ("user_id");