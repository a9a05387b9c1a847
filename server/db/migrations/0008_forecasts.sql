-- 0008_forecasts: an organisation's monthly forecast of orders per product family (server/db/schema-forecasts.ts).
CREATE TABLE "forecasts" (
	"org_id" text NOT NULL,
	"month" text NOT NULL,
	"family" text NOT NULL,
	"forecast" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forecasts_org_id_month_family_pk" PRIMARY KEY("org_id","month","family"),
	CONSTRAINT "forecasts_month_format" CHECK ("forecasts"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "forecasts_family_known" CHECK ("forecasts"."family" in ('fttp', 'ethernet')),
	CONSTRAINT "forecasts_forecast_range" CHECK ("forecasts"."forecast" >= 0 and "forecasts"."forecast" <= 1000000)
);
--> statement-breakpoint
ALTER TABLE "forecasts" ADD CONSTRAINT "forecasts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
