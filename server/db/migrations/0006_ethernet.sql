-- 0006_ethernet: Ethernet ordering (spec 3 §3, §4, §7, §9). The Ethernet gazetteer, points of presence, ENNIs per
-- organisation and metro product requests; Ethernet orders are rows of "orders" (order_type 'ethernet').
CREATE TABLE "ethernet_properties" (
	"uprn" text PRIMARY KEY NOT NULL,
	"postcode" text NOT NULL,
	"postcode_key" text NOT NULL,
	"address" text NOT NULL,
	"rfs_code" text NOT NULL,
	"rfs_definition" text NOT NULL,
	"service_area" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"products_mode" text DEFAULT 'normal' NOT NULL,
	"metro_mode" text DEFAULT 'normal' NOT NULL,
	"ffn_tagging" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ethernet_properties_service_area_check" CHECK ("service_area" in ('metro', 'ffn', 'metro_ffn'))
);
--> statement-breakpoint
CREATE INDEX "ethernet_properties_postcode_key_idx" ON "ethernet_properties" USING btree ("postcode_key");--> statement-breakpoint
CREATE TABLE "points_of_presence" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ennis" (
	"org_id" text NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"tagging" text NOT NULL,
	"access" text NOT NULL,
	"interconnect_service" text NOT NULL,
	"opportunity_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ennis_org_id_identifier_pk" PRIMARY KEY("org_id","identifier"),
	CONSTRAINT "ennis_tagging_check" CHECK ("tagging" in ('Single Tag', 'Double Tag', 'Single and Double Tag')),
	CONSTRAINT "ennis_access_check" CHECK ("access" in ('National', 'Local'))
);
--> statement-breakpoint
ALTER TABLE "ennis" ADD CONSTRAINT "ennis_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "metro_product_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"uprn" text NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metro_product_requests" ADD CONSTRAINT "metro_product_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metro_product_requests_org_idx" ON "metro_product_requests" USING btree ("org_id","created_at");
