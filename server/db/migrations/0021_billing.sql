CREATE TABLE "bandwidth_usage" (
	"org_id" text NOT NULL,
	"service_reference" text NOT NULL,
	"month" text NOT NULL,
	"download_gb" integer NOT NULL,
	"upload_gb" integer NOT NULL,
	"peak_mbps" integer NOT NULL,
	CONSTRAINT "bandwidth_usage_org_id_service_reference_month_pk" PRIMARY KEY("org_id","service_reference","month")
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"org_id" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"sort_code" text NOT NULL,
	"bank_account_last4" text NOT NULL,
	"payment_method" text NOT NULL,
	"mandate_reference" text,
	"payment_terms_days" integer NOT NULL,
	"billing_email" text NOT NULL,
	"vat_number" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "credit_notes_status_known" CHECK ("credit_notes"."status" in ('Open', 'Applied'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" text NOT NULL,
	"org_id" text NOT NULL,
	"position" integer NOT NULL,
	"service_reference" text,
	"description" text NOT NULL,
	"charge_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_pence" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_charge_known" CHECK ("invoice_lines"."charge_type" in ('install', 'recurring', 'one-off'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"invoice_date" date NOT NULL,
	"invoice_due_date" date NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"credited_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('Open', 'Paid', 'Overdue')),
	CONSTRAINT "invoices_total_sum" CHECK ("invoices"."total_pence" = "invoices"."net_pence" + "invoices"."vat_pence")
);
--> statement-breakpoint
CREATE TABLE "orders_on_hold" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"order_id" text NOT NULL,
	"buyer_reference" text NOT NULL,
	"product" text NOT NULL,
	"address" text NOT NULL,
	"invoice_id" text NOT NULL,
	"reason" text NOT NULL,
	"outstanding_pence" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"org_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"received_on" date NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('Deposited', 'Pending', 'Failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE INDEX "credit_notes_org_created_idx" ON "credit_notes" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_org_status_created_idx" ON "credit_notes" USING btree ("org_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_period_unique" ON "invoices" USING btree ("org_id","period");--> statement-breakpoint
CREATE INDEX "invoices_org_due_idx" ON "invoices" USING btree ("org_id","invoice_due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_org_status_due_idx" ON "invoices" USING btree ("org_id","status","invoice_due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_org_created_idx" ON "invoices" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_on_hold_org_held_idx" ON "orders_on_hold" USING btree ("org_id","held_at","id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_org_created_idx" ON "payments" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_org_status_created_idx" ON "payments" USING btree ("org_id","status","created_at","id");