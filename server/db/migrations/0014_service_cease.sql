-- ── A ceased service ends on its date (server/domain/services/cease.ts) ─────────────────────────────────────────────
-- cease_at: the instant a Cease Pending service becomes Ceased (00:00 London on its cease date), set by the cease
-- request. Read routes apply what is due lazily on the sandbox clock, as orders and incidents move on.
ALTER TABLE "services" ADD COLUMN "cease_at" timestamp with time zone;--> statement-breakpoint
-- Cease requests made before this column existed: their cease date is 14 days (10 working days) after the request
-- (00:00 UTC of that day, which is the same London day).
UPDATE "services" SET "cease_at" = date_trunc('day', "updated_at" + interval '14 days') WHERE "status" = 'Cease Pending' AND "cease_at" IS NULL;--> statement-breakpoint
-- Only the services waiting for their cease date: "nothing due" is one probe of an index that holds just those.
CREATE INDEX "services_cease_due_idx" ON "services" USING btree ("org_id","cease_at") WHERE "services"."status" = 'Cease Pending';
