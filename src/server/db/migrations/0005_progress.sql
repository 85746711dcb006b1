CREATE TABLE "simulation_progress" (
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulation_progress_user_id_job_id_kind_item_id_pk" PRIMARY KEY("user_id","job_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "simulation_progress" ADD CONSTRAINT "simulation_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;