CREATE TABLE "certificate" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"name" text NOT NULL,
	"role_title" text NOT NULL,
	"tasks_passed" integer NOT NULL,
	"average_score" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"task_id" text NOT NULL,
	"answer" text NOT NULL,
	"score" integer NOT NULL,
	"engine" text NOT NULL,
	"marking" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_draft" (
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"task_id" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_draft_user_id_job_id_task_id_pk" PRIMARY KEY("user_id","job_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attempt" ADD CONSTRAINT "task_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_draft" ADD CONSTRAINT "task_draft_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_user_job_idx" ON "certificate" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "task_attempt_user_job_idx" ON "task_attempt" USING btree ("user_id","job_id");