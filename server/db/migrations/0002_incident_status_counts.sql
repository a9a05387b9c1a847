CREATE TABLE "incident_status_counts" (
	"org_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "incident_status_counts_org_id_status_pk" PRIMARY KEY("org_id","status")
);
--> statement-breakpoint
ALTER TABLE "incident_status_counts" ADD CONSTRAINT "incident_status_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one grouped upsert per statement, so a bulk insert of 100k
-- incidents costs one pass over its rows, and an update that leaves every status as it was writes nothing.
CREATE FUNCTION "incident_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM incident_status_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO incident_status_counts AS c (org_id, status, total)
			SELECT org_id, status, count(*) FROM new_rows GROUP BY org_id, status
			ON CONFLICT (org_id, status) DO UPDATE SET total = c.total + excluded.total;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE incident_status_counts AS c SET total = c.total - d.n
			FROM (SELECT org_id, status, count(*) AS n FROM old_rows GROUP BY org_id, status) AS d
			WHERE c.org_id = d.org_id AND c.status = d.status;
	ELSE
		INSERT INTO incident_status_counts AS c (org_id, status, total)
			SELECT org_id, status, sum(n) FROM (
				SELECT org_id, status, count(*) AS n FROM new_rows GROUP BY org_id, status
				UNION ALL
				SELECT org_id, status, -count(*) AS n FROM old_rows GROUP BY org_id, status
			) AS d
			GROUP BY org_id, status
			HAVING sum(n) <> 0
			ON CONFLICT (org_id, status) DO UPDATE SET total = c.total + excluded.total;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "incidents_status_counts_insert" AFTER INSERT ON "incidents"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "incident_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "incidents_status_counts_update" AFTER UPDATE ON "incidents"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "incident_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "incidents_status_counts_delete" AFTER DELETE ON "incidents"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "incident_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "incidents_status_counts_truncate" AFTER TRUNCATE ON "incidents"
	FOR EACH STATEMENT EXECUTE FUNCTION "incident_status_counts_apply"();
--> statement-breakpoint
-- Stores migrated with incidents already in them start from the true counts.
INSERT INTO "incident_status_counts" ("org_id", "status", "total")
	SELECT "org_id", "status", count(*) FROM "incidents" GROUP BY "org_id", "status";
