-- 0010_services: the services record of spec 2 §3 (server/db/schema-services.ts mirrors it). Hand-written like 0005–0009.
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"salesforce_id" text,
	"service_reference" text NOT NULL,
	"customer_reference" text NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"product_family" text NOT NULL,
	"status" text NOT NULL,
	"line_profile" text,
	"type" text,
	"switch_type" text,
	"new_order_type" text NOT NULL,
	"switch_date" date,
	"isp_switch_gaining" boolean DEFAULT false NOT NULL,
	"isp_switch_losing" boolean DEFAULT false NOT NULL,
	"isp_switch_gaining_requested_date" date,
	"isp_migration" integer DEFAULT 0 NOT NULL,
	"seller_order_reference" text,
	"order_id" text,
	"uprn" text NOT NULL,
	"site_street" text NOT NULL,
	"site_city" text NOT NULL,
	"site_postcode" text NOT NULL,
	"site_business_name" text,
	"site_floor" text,
	"site_room" text,
	"site_rack" text,
	"site_access_restrictions" text,
	"site_hazards" text,
	"site_contact_name" text,
	"site_contact_email" text,
	"site_contact_telephone" text,
	"wayleave_contact_name" text,
	"wayleave_contact_email" text,
	"wayleave_contact_telephone" text,
	"project_reference" text,
	"bduk_subsidised" boolean DEFAULT false NOT NULL,
	"remote_activation" boolean DEFAULT false NOT NULL,
	"remote_activation_date" date,
	"requested_date" date,
	"appointment_date" date,
	"contract_start" date,
	"contract_end" date,
	"pre_order" boolean DEFAULT false NOT NULL,
	"customer_vlan" integer,
	"service_vlan" integer,
	"enni_id" text,
	"enni_name" text,
	"remote_agent_id" text,
	"authentication_agent" text,
	"ont_port" text,
	"ont_serial_number" text,
	"ponr_time" timestamp with time zone,
	"cpe_install" boolean DEFAULT false NOT NULL,
	"bbu_install" boolean DEFAULT false NOT NULL,
	"voip_install" boolean DEFAULT false NOT NULL,
	"telecare_install" boolean DEFAULT false NOT NULL,
	"ethernet_product" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_counts" (
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_counts_org_id_kind_key_pk" PRIMARY KEY("org_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "service_history" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"org_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"user_name" text,
	"action" text NOT NULL,
	"extra_info" text
);
--> statement-breakpoint
CREATE TABLE "service_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"org_id" text NOT NULL,
	"number" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"date_raised" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_case_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"service_id" text NOT NULL,
	"org_id" text NOT NULL,
	"date_published" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"user_id" text,
	"user_name" text
);
--> statement-breakpoint
CREATE TABLE "service_delays" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"org_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"nba_description" text NOT NULL,
	"warning_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"org_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text NOT NULL,
	"key" text NOT NULL,
	"cannot_reappoint_reason" text,
	"secondary_closure_code_description" text,
	"incident_number" text,
	"incident_task_number" text,
	"engineer_first_name" text,
	"engineer_last_name" text,
	"engineer_phone" text,
	"engineer_employee_number" text,
	"engineer_on_way" boolean DEFAULT false NOT NULL,
	"engineer_on_site" boolean DEFAULT false NOT NULL,
	"end_date" date,
	"vulnerable_customer" boolean DEFAULT false NOT NULL,
	"vulnerability_support" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"org_id" text NOT NULL,
	"verbatim" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"contact_method" text NOT NULL,
	"issue_raised" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "services_reference_unique" ON "services" USING btree ("service_reference");--> statement-breakpoint
CREATE INDEX "services_org_created_idx" ON "services" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_updated_idx" ON "services" USING btree ("org_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_status_created_idx" ON "services" USING btree ("org_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_status_updated_idx" ON "services" USING btree ("org_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Sorts by a reference or the status read these forwards (descending) or backwards (ascending, NULLS FIRST), id as tie-break.
CREATE INDEX "services_org_reference_idx" ON "services" USING btree ("org_id","service_reference" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_customer_reference_idx" ON "services" USING btree ("org_id","customer_reference" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_status_idx" ON "services" USING btree ("org_id","status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_appointment_idx" ON "services" USING btree ("org_id","appointment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_org_switch_created_idx" ON "services" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."isp_switch_losing" or "services"."isp_switch_gaining";--> statement-breakpoint
CREATE INDEX "services_org_ended_updated_idx" ON "services" USING btree ("org_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."status" in ('Ceased', 'Replaced', 'Cancelled');--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("service_reference" gin_trgm_ops,"customer_reference" gin_trgm_ops,"uprn" gin_trgm_ops,"site_postcode" gin_trgm_ops,"site_street" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_history_service_idx" ON "service_history" USING btree ("service_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_cases_number_unique" ON "service_cases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "service_cases_service_idx" ON "service_cases" USING btree ("service_id","date_raised" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_case_comments_case_idx" ON "service_case_comments" USING btree ("case_id","date_published");--> statement-breakpoint
CREATE INDEX "service_delays_service_idx" ON "service_delays" USING btree ("service_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_appointments_key_unique" ON "service_appointments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "service_appointments_service_idx" ON "service_appointments" USING btree ("service_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_contact_messages_service_idx" ON "service_contact_messages" USING btree ("service_id","event_time" DESC NULLS LAST);
--> statement-breakpoint
-- Quick stats and losing & gaining stats, kept like order_status_counts (migration 0005): statement-level triggers with
-- transition tables, one grouped upsert per statement. Kind `status` counts every service by status; kinds `losing` and
-- `gaining` count the services in an ISP switch, by status. The stats read a few rows, never count(*) over the org.
CREATE FUNCTION "service_counts_rows"(r services) RETURNS TABLE (org_id text, kind text, key text)
	LANGUAGE sql IMMUTABLE AS $$
	SELECT r.org_id, 'status'::text, r.status
	UNION ALL SELECT r.org_id, 'losing'::text, r.status WHERE r.isp_switch_losing
	UNION ALL SELECT r.org_id, 'gaining'::text, r.status WHERE r.isp_switch_gaining
$$;
--> statement-breakpoint
CREATE FUNCTION "service_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM service_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO service_counts AS c (org_id, kind, key, total)
			SELECT k.org_id, k.kind, k.key, count(*) FROM new_rows AS nr, LATERAL service_counts_rows(nr) AS k
			GROUP BY k.org_id, k.kind, k.key
			ON CONFLICT (org_id, kind, key) DO UPDATE SET total = c.total + excluded.total;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE service_counts AS c SET total = c.total - d.n
			FROM (
				SELECT k.org_id, k.kind, k.key, count(*) AS n FROM old_rows AS orr, LATERAL service_counts_rows(orr) AS k
				GROUP BY k.org_id, k.kind, k.key
			) AS d
			WHERE c.org_id = d.org_id AND c.kind = d.kind AND c.key = d.key;
	ELSE
		INSERT INTO service_counts AS c (org_id, kind, key, total)
			SELECT org_id, kind, key, sum(n) FROM (
				SELECT k.org_id, k.kind, k.key, count(*) AS n FROM new_rows AS nr, LATERAL service_counts_rows(nr) AS k
				GROUP BY k.org_id, k.kind, k.key
				UNION ALL
				SELECT k.org_id, k.kind, k.key, -count(*) AS n FROM old_rows AS orr, LATERAL service_counts_rows(orr) AS k
				GROUP BY k.org_id, k.kind, k.key
			) AS d
			GROUP BY org_id, kind, key
			HAVING sum(n) <> 0
			ON CONFLICT (org_id, kind, key) DO UPDATE SET total = c.total + excluded.total;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "services_counts_insert" AFTER INSERT ON "services"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "services_counts_update" AFTER UPDATE ON "services"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "services_counts_delete" AFTER DELETE ON "services"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "services_counts_truncate" AFTER TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_apply"();
