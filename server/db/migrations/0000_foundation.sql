CREATE TABLE "area_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"global_code" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "area_codes_global_code_unique" UNIQUE("global_code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_trans" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symbols" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"show_code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"category_id" integer NOT NULL,
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"price_precision" integer NOT NULL,
	"lot_step" numeric NOT NULL,
	"min_lots" numeric NOT NULL,
	"contract_size" numeric NOT NULL,
	"fee_rate" numeric NOT NULL,
	"margin_mode" integer NOT NULL,
	"leverage_options" jsonb NOT NULL,
	"reference_price" numeric NOT NULL,
	"typical_spread" numeric NOT NULL,
	"annual_volatility" numeric NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "symbols_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "symbols" ADD CONSTRAINT "symbols_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;