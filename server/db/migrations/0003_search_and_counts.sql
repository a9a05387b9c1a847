-- Trigram matching for every `q=` search (ILIKE '%term%'): PGlite loads the extension's code (server/db/client.ts),
-- PostgreSQL ships it in contrib; both need it created in the database before the GIN indexes below can name its opclass.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "organisation_role_counts" (
	"org_id" text NOT NULL,
	"role_id" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organisation_role_counts_org_id_role_id_pk" PRIMARY KEY("org_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_user_counts" (
	"org_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_role_counts" ADD CONSTRAINT "organisation_role_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_role_counts" ADD CONSTRAINT "organisation_role_counts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_user_counts" ADD CONSTRAINT "organisation_user_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_search_trgm_idx" ON "incidents" USING gin ("number" gin_trgm_ops,"service_reference" gin_trgm_ops,"customer_reference" gin_trgm_ops,"buyer_fault_ref" gin_trgm_ops,"email" gin_trgm_ops,"address_postcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mso_incidents_search_trgm_idx" ON "mso_incidents" USING gin ("number" gin_trgm_ops,"short_description" gin_trgm_ops,"address_postcode" gin_trgm_ops,"address_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_org_name_idx" ON "users" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "users_org_email_idx" ON "users" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops);
--> statement-breakpoint
-- Users per organisation, kept like incident_status_counts (migration 0002): statement-level triggers with transition
-- tables, one grouped upsert per statement. An update counts only when it moves users between organisations, and then
-- their roles move with them.
CREATE FUNCTION "organisation_user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM organisation_user_counts;
		DELETE FROM organisation_role_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO organisation_user_counts AS c (org_id, total)
			SELECT org_id, count(*) FROM new_rows GROUP BY org_id
			ON CONFLICT (org_id) DO UPDATE SET total = c.total + excluded.total;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE organisation_user_counts AS c SET total = c.total - d.n
			FROM (SELECT org_id, count(*) AS n FROM old_rows GROUP BY org_id) AS d
			WHERE c.org_id = d.org_id;
	ELSE
		INSERT INTO organisation_user_counts AS c (org_id, total)
			SELECT org_id, sum(n) FROM (
				SELECT org_id, count(*) AS n FROM new_rows GROUP BY org_id
				UNION ALL
				SELECT org_id, -count(*) AS n FROM old_rows GROUP BY org_id
			) AS d
			GROUP BY org_id
			HAVING sum(n) <> 0
			ON CONFLICT (org_id) DO UPDATE SET total = c.total + excluded.total;
		INSERT INTO organisation_role_counts AS c (org_id, role_id, total)
			SELECT org_id, role_id, sum(n) FROM (
				SELECT u.org_id, ur.role_id, count(*) AS n
					FROM new_rows AS u JOIN user_roles AS ur ON ur.user_id = u.id GROUP BY u.org_id, ur.role_id
				UNION ALL
				SELECT u.org_id, ur.role_id, -count(*) AS n
					FROM old_rows AS u JOIN user_roles AS ur ON ur.user_id = u.id GROUP BY u.org_id, ur.role_id
			) AS d
			GROUP BY org_id, role_id
			HAVING sum(n) <> 0
			ON CONFLICT (org_id, role_id) DO UPDATE SET total = c.total + excluded.total;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisation_user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisation_user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisation_user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "organisation_user_counts_apply"();
--> statement-breakpoint
-- Role holders per organisation: a user_roles row counts for its user's organisation, looked up in users.
CREATE FUNCTION "organisation_role_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM organisation_role_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO organisation_role_counts AS c (org_id, role_id, total)
			SELECT u.org_id, r.role_id, count(*) FROM new_rows AS r JOIN users AS u ON u.id = r.user_id
			GROUP BY u.org_id, r.role_id
			ON CONFLICT (org_id, role_id) DO UPDATE SET total = c.total + excluded.total;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE organisation_role_counts AS c SET total = c.total - d.n
			FROM (
				SELECT u.org_id, r.role_id, count(*) AS n FROM old_rows AS r JOIN users AS u ON u.id = r.user_id
				GROUP BY u.org_id, r.role_id
			) AS d
			WHERE c.org_id = d.org_id AND c.role_id = d.role_id;
	ELSE
		INSERT INTO organisation_role_counts AS c (org_id, role_id, total)
			SELECT org_id, role_id, sum(n) FROM (
				SELECT u.org_id, r.role_id, count(*) AS n FROM new_rows AS r JOIN users AS u ON u.id = r.user_id
				GROUP BY u.org_id, r.role_id
				UNION ALL
				SELECT u.org_id, r.role_id, -count(*) AS n FROM old_rows AS r JOIN users AS u ON u.id = r.user_id
				GROUP BY u.org_id, r.role_id
			) AS d
			GROUP BY org_id, role_id
			HAVING sum(n) <> 0
			ON CONFLICT (org_id, role_id) DO UPDATE SET total = c.total + excluded.total;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_roles_counts_insert" AFTER INSERT ON "user_roles"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisation_role_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_counts_update" AFTER UPDATE ON "user_roles"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisation_role_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_counts_delete" AFTER DELETE ON "user_roles"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisation_role_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_counts_truncate" AFTER TRUNCATE ON "user_roles"
	FOR EACH STATEMENT EXECUTE FUNCTION "organisation_role_counts_apply"();
--> statement-breakpoint
-- A deleted user's roles would go by the foreign key's cascade, whose statement runs once the user row is gone and so
-- could not find the organisation to count them off. Releasing them first, while the user is still there, keeps the
-- role counts right.
CREATE FUNCTION "users_release_roles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM user_roles WHERE user_id = OLD.id;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_release_roles" BEFORE DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_release_roles"();
--> statement-breakpoint
-- Stores migrated with users already in them start from the true counts.
INSERT INTO "organisation_user_counts" ("org_id", "total")
	SELECT "org_id", count(*) FROM "users" GROUP BY "org_id";
--> statement-breakpoint
INSERT INTO "organisation_role_counts" ("org_id", "role_id", "total")
	SELECT u."org_id", ur."role_id", count(*) FROM "user_roles" AS ur JOIN "users" AS u ON u."id" = ur."user_id"
	GROUP BY u."org_id", ur."role_id";
