CREATE TABLE "portal_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"route" text NOT NULL,
	"area" text,
	"rating" integer,
	"comment" text NOT NULL,
	"may_contact" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_feedback_received_idx" ON "portal_feedback" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);