-- 0007_ptw_documents: permission-to-work documents of orders (spec 3 §5, §7). Only metadata: the PDFs are files under
-- <DATA_DIR>/ptw/<org>/<order>/<id>. There is no delete route. order_id has no foreign key on purpose: orders are never
-- deleted by the sandbox, and a key would make `truncate orders` (tests re-seeding the orders tables) fail.
CREATE TABLE "ptw_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"order_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ptw_documents" ADD CONSTRAINT "ptw_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ptw_documents_order_file_unique" ON "ptw_documents" USING btree ("order_id","file_name");--> statement-breakpoint
CREATE INDEX "ptw_documents_org_order_idx" ON "ptw_documents" USING btree ("org_id","order_id","created_at");
