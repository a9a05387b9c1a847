-- 0009_orders_search: the orders lists at 100,000 orders per organisation (README, Performance).
-- Sort by status descending, newest first within a status, read in order from an index (the ascending sort reads
-- orders_org_type_status_created_idx forwards; backwards it gave the oldest first, so each status group was sorted).
CREATE INDEX "orders_org_type_status_desc_created_idx" ON "orders" USING btree ("org_id","order_type","status" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The due-progress check and the progress itself ask for one organisation's due orders: (org_id, next_progress_at), as
-- incidents_progress_idx, so other organisations' due orders are not walked past.
DROP INDEX IF EXISTS "orders_progress_idx";--> statement-breakpoint
CREATE INDEX "orders_progress_idx" ON "orders" USING btree ("org_id","next_progress_at") WHERE "orders"."next_progress_at" is not null;
