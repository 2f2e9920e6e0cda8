CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"url" text NOT NULL,
	"subject" text NOT NULL,
	"registered_address" text NOT NULL,
	"location" text NOT NULL,
	"email" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"category_id" integer NOT NULL,
	"logo" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_trans" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "news_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "news_translations_news_id_lang_pk" PRIMARY KEY("news_id","lang")
);
--> statement-breakpoint
CREATE TABLE "traders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"multiple" integer NOT NULL,
	"three_week_rate" numeric NOT NULL,
	"three_week_win" numeric NOT NULL,
	"three_week_profit" numeric NOT NULL,
	"total_rate" numeric NOT NULL,
	"total_trade_num" integer NOT NULL,
	"followers" integer NOT NULL,
	"variety" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "traders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("published","published_at");