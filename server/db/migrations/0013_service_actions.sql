-- ── Service actions (the sa1 part: server/db/schema-service-actions.ts) ──────────────────────────────────────────────
-- The site contact's care needs set by PUT /v2/services-contact-update/{id} (spec 2 §5 site contact rules).
CREATE TABLE "service_contact_care" (
	"service_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vulnerable_customer" boolean DEFAULT false NOT NULL,
	"vulnerability_support" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- ── Service appointments and service PTW documents (the sa2 part: keep it below the service-actions part) ──────────
-- One slot store for orders and services: a hold names the service it is for (server/db/schema.ts orderSlotHolds).
ALTER TABLE "order_slot_holds" ADD COLUMN "service_id" text;--> statement-breakpoint
CREATE INDEX "order_slot_holds_service_idx" ON "order_slot_holds" USING btree ("service_id");--> statement-breakpoint
-- PTW documents of services (server/db/schema-ptw.ts): metadata only, the PDFs are files under
-- <DATA_DIR>/service-ptw/<org>/<service>/<id>. No foreign key to services, as for orders (tests truncate them).
CREATE TABLE "service_ptw_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"service_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_ptw_documents" ADD CONSTRAINT "service_ptw_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_ptw_documents_service_file_unique" ON "service_ptw_documents" USING btree ("service_id","file_name");--> statement-breakpoint
CREATE INDEX "service_ptw_documents_org_service_idx" ON "service_ptw_documents" USING btree ("org_id","service_id","created_at");
