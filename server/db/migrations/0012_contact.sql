-- 0012_contact: request information and complaints (spec 2 §2 Contact; fields designed, README "Contact"). One table
-- with a kind column, their conversation and attachments (files on disk), and per-status counters kept by triggers.
CREATE SEQUENCE "contact_ri_number_seq" START WITH 1;--> statement-breakpoint
CREATE SEQUENCE "contact_cmp_number_seq" START WITH 1;--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"related_reference" text,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"priority" text,
	"created_by" text NOT NULL,
	"created_by_user_id" text,
	"next_step" text,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_reference_unique" ON "contact_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "contact_requests_org_kind_created_idx" ON "contact_requests" USING btree ("org_id","kind","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "contact_requests_org_kind_status_created_idx" ON "contact_requests" USING btree ("org_id","kind","status","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "contact_requests_org_kind_category_created_idx" ON "contact_requests" USING btree ("org_id","kind","category","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "contact_requests_due_idx" ON "contact_requests" USING btree ("org_id","next_step_at") WHERE "next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_requests_search_trgm_idx" ON "contact_requests" USING gin ("reference" gin_trgm_ops,"subject" gin_trgm_ops,"related_reference" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"org_id" text NOT NULL,
	"author" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_request_idx" ON "contact_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE TABLE "contact_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"message_id" text,
	"org_id" text NOT NULL,
	"original_file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_attachments_request_idx" ON "contact_attachments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE TABLE "contact_status_counts" (
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_status_counts_org_id_kind_status_pk" PRIMARY KEY("org_id","kind","status")
);
--> statement-breakpoint
-- As incident_status_counts (migration 0002): one grouped upsert per statement with transition tables.
CREATE FUNCTION "contact_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM contact_status_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO contact_status_counts AS c (org_id, kind, status, total)
			SELECT org_id, kind, status, count(*) FROM new_rows GROUP BY org_id, kind, status
			ON CONFLICT (org_id, kind, status) DO UPDATE SET total = c.total + excluded.total;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE contact_status_counts AS c SET total = c.total - d.n
			FROM (SELECT org_id, kind, status, count(*) AS n FROM old_rows GROUP BY org_id, kind, status) AS d
			WHERE c.org_id = d.org_id AND c.kind = d.kind AND c.status = d.status;
	ELSE
		INSERT INTO contact_status_counts AS c (org_id, kind, status, total)
			SELECT org_id, kind, status, sum(n) FROM (
				SELECT org_id, kind, status, count(*) AS n FROM new_rows GROUP BY org_id, kind, status
				UNION ALL
				SELECT org_id, kind, status, -count(*) AS n FROM old_rows GROUP BY org_id, kind, status
			) AS d
			GROUP BY org_id, kind, status
			HAVING sum(n) <> 0
			ON CONFLICT (org_id, kind, status) DO UPDATE SET total = c.total + excluded.total;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contact_requests_counts_insert" AFTER INSERT ON "contact_requests"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "contact_requests_counts_update" AFTER UPDATE ON "contact_requests"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "contact_requests_counts_delete" AFTER DELETE ON "contact_requests"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "contact_requests_counts_truncate" AFTER TRUNCATE ON "contact_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();
