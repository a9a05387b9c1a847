CREATE TABLE "error_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"release" text NOT NULL,
	"route" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_received_idx" ON "error_reports" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);