CREATE SEQUENCE "public"."incident_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "appointment_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"service_reference" text NOT NULL,
	"incident_id" text,
	"appointment_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_service_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"is_appointable" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnostic_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"service_reference" text NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"incident_id" text
);
--> statement-breakpoint
CREATE TABLE "incident_appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"incident_id" text NOT NULL,
	"org_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text NOT NULL,
	"key" text NOT NULL,
	"telecare_required" boolean DEFAULT false NOT NULL,
	"vulnerable_customer" boolean DEFAULT false NOT NULL,
	"vulnerability_support" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"incident_id" text NOT NULL,
	"org_id" text NOT NULL,
	"comment_id" text,
	"original_file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"incident_id" text NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_fault_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"number" text,
	"service_reference" text NOT NULL,
	"buyer_fault_ref" text,
	"fault_start_time" timestamp with time zone,
	"customer_reference" text NOT NULL,
	"raised_date" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"raised_by" text,
	"address_name" text,
	"address_street" text,
	"address_city" text,
	"address_county" text,
	"address_postcode" text,
	"category_id" integer,
	"priority" integer,
	"fault_category_id" integer,
	"description" text,
	"short_description" text NOT NULL,
	"status" text NOT NULL,
	"email" text,
	"major_incident" boolean DEFAULT false NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"a_end_location" text,
	"triage" jsonb,
	"answers" jsonb,
	"contact_type" text,
	"contact_name" text,
	"contact_number" text,
	"close_code" text,
	"sub_category" text,
	"fault_category" text,
	"close_notes" text,
	"severity" text,
	"is_appointable" boolean DEFAULT false NOT NULL,
	"requires_reappointing" boolean DEFAULT false NOT NULL,
	"vulnerable_customer" boolean DEFAULT false NOT NULL,
	"telecare_required" boolean DEFAULT false NOT NULL,
	"vulnerability_support" text,
	"availability" text,
	"next_progress_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mso_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"mso_incident_id" text NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mso_incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"number" text NOT NULL,
	"configuration_item" text,
	"address_name" text,
	"address_street" text,
	"address_postcode" text,
	"address_city" text,
	"raised_date" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"priority" integer,
	"description" text,
	"short_description" text NOT NULL,
	"status" text NOT NULL,
	"category_id" integer,
	"severity" text,
	"promoted_at" timestamp with time zone,
	"details_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mso_outages" (
	"id" text PRIMARY KEY NOT NULL,
	"mso_incident_id" text NOT NULL,
	"service_reference" text NOT NULL,
	"begins_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_services" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"service_reference" text NOT NULL,
	"status" text NOT NULL,
	"stage" text NOT NULL,
	"category_id" integer NOT NULL,
	"site_street" text NOT NULL,
	"site_city" text NOT NULL,
	"site_postcode" text NOT NULL,
	"diagnostic_outcome" text NOT NULL,
	"diagnostic_delay_seconds" integer NOT NULL,
	"slot_mode" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_reservations" ADD CONSTRAINT "appointment_reservations_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_checks" ADD CONSTRAINT "diagnostic_checks_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_appointments" ADD CONSTRAINT "incident_appointments_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_attachments" ADD CONSTRAINT "incident_attachments_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_category_id_business_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_fault_category_id_incident_fault_categories_id_fk" FOREIGN KEY ("fault_category_id") REFERENCES "public"."incident_fault_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mso_comments" ADD CONSTRAINT "mso_comments_mso_incident_id_mso_incidents_id_fk" FOREIGN KEY ("mso_incident_id") REFERENCES "public"."mso_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mso_incidents" ADD CONSTRAINT "mso_incidents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mso_outages" ADD CONSTRAINT "mso_outages_mso_incident_id_mso_incidents_id_fk" FOREIGN KEY ("mso_incident_id") REFERENCES "public"."mso_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_services" ADD CONSTRAINT "support_services_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_services" ADD CONSTRAINT "support_services_category_id_business_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reservations_service_idx" ON "appointment_reservations" USING btree ("service_reference","appointment_date");--> statement-breakpoint
CREATE INDEX "appointment_reservations_incident_idx" ON "appointment_reservations" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "diagnostic_checks_service_idx" ON "diagnostic_checks" USING btree ("org_id","service_reference","started_at");--> statement-breakpoint
CREATE INDEX "diagnostic_checks_incident_idx" ON "diagnostic_checks" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_appointments_incident_idx" ON "incident_appointments" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_attachments_incident_idx" ON "incident_attachments" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_comments_incident_idx" ON "incident_comments" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_org_updated_idx" ON "incidents" USING btree ("org_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_org_created_idx" ON "incidents" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_org_raised_idx" ON "incidents" USING btree ("org_id","raised_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_org_status_updated_idx" ON "incidents" USING btree ("org_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_org_service_idx" ON "incidents" USING btree ("org_id","service_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_number_unique" ON "incidents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_org_fault_ref_unique" ON "incidents" USING btree ("org_id",lower("buyer_fault_ref"));--> statement-breakpoint
CREATE INDEX "incidents_progress_idx" ON "incidents" USING btree ("org_id","next_progress_at") WHERE "incidents"."next_progress_at" is not null;--> statement-breakpoint
CREATE INDEX "mso_comments_incident_idx" ON "mso_comments" USING btree ("mso_incident_id","created_at");--> statement-breakpoint
CREATE INDEX "mso_incidents_org_updated_idx" ON "mso_incidents" USING btree ("org_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mso_incidents_number_unique" ON "mso_incidents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "mso_outages_incident_idx" ON "mso_outages" USING btree ("mso_incident_id");--> statement-breakpoint
CREATE INDEX "mso_outages_service_idx" ON "mso_outages" USING btree ("service_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "support_services_reference_unique" ON "support_services" USING btree ("service_reference");--> statement-breakpoint
CREATE INDEX "support_services_org_reference_idx" ON "support_services" USING btree ("org_id","service_reference");