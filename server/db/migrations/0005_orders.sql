CREATE TABLE "fttp_products" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"appointment_required" text DEFAULT 'maybe' NOT NULL,
	"install_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_profiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nni" jsonb,
	"is_complex" boolean DEFAULT false NOT NULL,
	"residential" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fttp_services" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"service_reference" text NOT NULL,
	"uprn" text NOT NULL,
	"product" text NOT NULL,
	"authentication_agent" text NOT NULL,
	"remote_agent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"org_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"org_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "order_slot_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"uprn" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"reservation_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"org_id" text NOT NULL,
	"order_type" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_org_id_order_type_status_pk" PRIMARY KEY("org_id","order_type","status")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"order_type" text NOT NULL,
	"buyer_reference" text NOT NULL,
	"seller_reference" text,
	"service_reference" text,
	"uprn" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"product" text NOT NULL,
	"product_display_name" text NOT NULL,
	"line_profile" text,
	"new_order_type" text NOT NULL,
	"is_regrade" boolean DEFAULT false NOT NULL,
	"gpl_wlto" boolean DEFAULT false NOT NULL,
	"rfs_status" text,
	"status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"appointment_required" text DEFAULT 'maybe' NOT NULL,
	"requested_date" date,
	"appointment_date" date,
	"appointment_start" text,
	"appointment_end" text,
	"appointment_requested" boolean DEFAULT false NOT NULL,
	"cpe_install" boolean DEFAULT false NOT NULL,
	"bbu_install" boolean DEFAULT false NOT NULL,
	"voip_install" boolean DEFAULT false NOT NULL,
	"telecare_install" boolean DEFAULT false NOT NULL,
	"bduk_subsidised" boolean DEFAULT false NOT NULL,
	"ordered_by" text NOT NULL,
	"ordered_by_user_id" text,
	"rejection_reason" text,
	"next_progress_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"file_name" text,
	"file_path" text,
	"content_type" text,
	"size" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_polls" (
	"org_id" text NOT NULL,
	"uprn" text NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"last_poll_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_polls_org_id_uprn_pk" PRIMARY KEY("org_id","uprn")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"uprn" text PRIMARY KEY NOT NULL,
	"postcode" text NOT NULL,
	"postcode_key" text NOT NULL,
	"address" text NOT NULL,
	"rfs_code" text NOT NULL,
	"rfs_definition" text NOT NULL,
	"loc_code" text NOT NULL,
	"loc_definition" text NOT NULL,
	"cabinet_release_date" date,
	"drop_category" text,
	"demand_category" text,
	"pre_order" boolean DEFAULT false NOT NULL,
	"bduk_subsidised" boolean DEFAULT false NOT NULL,
	"allowed_date_rating" text,
	"indicator" text,
	"service_status" text,
	"product_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slow_polls" integer DEFAULT 0 NOT NULL,
	"slot_mode" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fttp_services" ADD CONSTRAINT "fttp_services_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_slot_holds" ADD CONSTRAINT "order_slot_holds_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_slot_holds" ADD CONSTRAINT "order_slot_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_polls" ADD CONSTRAINT "product_polls_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fttp_services_reference_unique" ON "fttp_services" USING btree ("service_reference");--> statement-breakpoint
CREATE INDEX "fttp_services_org_idx" ON "fttp_services" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_slot_holds_key_unique" ON "order_slot_holds" USING btree ("reservation_key");--> statement-breakpoint
CREATE INDEX "order_slot_holds_slot_idx" ON "order_slot_holds" USING btree ("uprn","date","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_org_buyer_reference_unique" ON "orders" USING btree ("org_id",lower("buyer_reference"));--> statement-breakpoint
CREATE INDEX "orders_org_type_created_idx" ON "orders" USING btree ("org_id","order_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_org_type_updated_idx" ON "orders" USING btree ("org_id","order_type","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_org_type_status_created_idx" ON "orders" USING btree ("org_id","order_type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_org_uprn_idx" ON "orders" USING btree ("org_id","uprn");--> statement-breakpoint
CREATE INDEX "orders_progress_idx" ON "orders" USING btree ("next_progress_at") WHERE "orders"."next_progress_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("buyer_reference" gin_trgm_ops,"seller_reference" gin_trgm_ops,"service_reference" gin_trgm_ops,"address" gin_trgm_ops,"postcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_user_idx" ON "outbox_messages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_org_idx" ON "projects" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "properties_postcode_key_idx" ON "properties" USING btree ("postcode_key");
--> statement-breakpoint
-- Orders per organisation, type and status, kept like incident_status_counts (migration 0002): statement-level triggers
-- with transition tables, one grouped upsert per statement, so the orders list's meta and GET /stats/all-orders read a
-- few rows instead of counting every order.
CREATE FUNCTION "order_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM order_status_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO order_status_counts AS c (org_id, order_type, status, total)
			SELECT org_id, order_type, status, count(*) FROM new_rows GROUP BY org_id, order_type, status
			ON CONFLICT (org_id, order_type, status) DO UPDATE SET total = c.total + excluded.total;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE order_status_counts AS c SET total = c.total - d.n
			FROM (SELECT org_id, order_type, status, count(*) AS n FROM old_rows GROUP BY org_id, order_type, status) AS d
			WHERE c.org_id = d.org_id AND c.order_type = d.order_type AND c.status = d.status;
	ELSE
		INSERT INTO order_status_counts AS c (org_id, order_type, status, total)
			SELECT org_id, order_type, status, sum(n) FROM (
				SELECT org_id, order_type, status, count(*) AS n FROM new_rows GROUP BY org_id, order_type, status
				UNION ALL
				SELECT org_id, order_type, status, -count(*) AS n FROM old_rows GROUP BY org_id, order_type, status
			) AS d
			GROUP BY org_id, order_type, status
			HAVING sum(n) <> 0
			ON CONFLICT (org_id, order_type, status) DO UPDATE SET total = c.total + excluded.total;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_insert" AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_delete" AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_apply"();
