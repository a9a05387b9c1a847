-- ── A search matches every word, each in any searched column (server/domain/list-statement.ts) ────────────────────
-- The incidents list searches the site too (an incident at '88 High Street', 'Newcastle' is found by 'High Street
-- Newcastle'), and the services list the site's city: their trigram indexes gain those columns, so each word's OR over
-- the columns stays bitmap scans of one index.
DROP INDEX "incidents_search_trgm_idx";--> statement-breakpoint
DROP INDEX "services_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "incidents_search_trgm_idx" ON "incidents" USING gin ("number" gin_trgm_ops,"service_reference" gin_trgm_ops,"customer_reference" gin_trgm_ops,"buyer_fault_ref" gin_trgm_ops,"email" gin_trgm_ops,"address_name" gin_trgm_ops,"address_street" gin_trgm_ops,"address_city" gin_trgm_ops,"address_postcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("service_reference" gin_trgm_ops,"customer_reference" gin_trgm_ops,"uprn" gin_trgm_ops,"site_street" gin_trgm_ops,"site_city" gin_trgm_ops,"site_postcode" gin_trgm_ops);
