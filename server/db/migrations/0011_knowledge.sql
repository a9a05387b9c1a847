-- 0011_knowledge: the knowledge base (spec 2 §3 Knowledge article and category, §7 Knowledge service). It is the
-- provider's and the same for every organisation, so no table has an org_id. Attachments are small files written by
-- the provider's editors (the seed): their bytes live in the row (no upload route exists, so none is a user's file).
CREATE TABLE "knowledge_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"sys_id" text NOT NULL,
	"label" text NOT NULL,
	"icon" text NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_categories_sys_id_unique" ON "knowledge_categories" USING btree ("sys_id");--> statement-breakpoint
CREATE TABLE "knowledge_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"sys_id" text NOT NULL,
	"reference" text NOT NULL,
	"category_id" integer NOT NULL,
	"kb_knowledge_base" text NOT NULL,
	"short_description" text NOT NULL,
	"text" text NOT NULL,
	"search_text" text NOT NULL,
	"article_type" text NOT NULL,
	"workflow_state" text NOT NULL,
	"kb_version" text NOT NULL,
	"active" boolean NOT NULL,
	"valid_to" date,
	"related" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD CONSTRAINT "knowledge_articles_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_articles_reference_unique" ON "knowledge_articles" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "knowledge_articles_category_idx" ON "knowledge_articles" USING btree ("category_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_articles_updated_idx" ON "knowledge_articles" USING btree ("updated_at","id");--> statement-breakpoint
-- Search (as 0003): trigram for parts of titles and references, full text (English stems) over the body's words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "knowledge_articles_title_trgm_idx" ON "knowledge_articles" USING gin ("short_description" gin_trgm_ops,"reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_articles_text_fts_idx" ON "knowledge_articles" USING gin (to_tsvector('english'::regconfig, "search_text"));--> statement-breakpoint
CREATE TABLE "knowledge_attachments" (
	"sys_id" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"content" bytea NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_attachments" ADD CONSTRAINT "knowledge_attachments_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."knowledge_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_attachments_article_idx" ON "knowledge_attachments" USING btree ("article_id","position");
