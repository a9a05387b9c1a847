CREATE SEQUENCE "public"."api_ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "api_support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"client_id" text,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developer_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"secret_created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_support_tickets_reference_unique" ON "api_support_tickets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "api_support_tickets_org_created_idx" ON "api_support_tickets" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "developer_credentials_client_id_unique" ON "developer_credentials" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "developer_credentials_org_created_idx" ON "developer_credentials" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);