CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"symbol_id" integer NOT NULL,
	"side" integer NOT NULL,
	"lots" numeric NOT NULL,
	"multiple" integer NOT NULL,
	"status" text NOT NULL,
	"entry" text NOT NULL,
	"target_price" numeric,
	"open_price" numeric,
	"close_price" numeric,
	"stop_loss" numeric,
	"take_profit" numeric,
	"margin" numeric DEFAULT '0' NOT NULL,
	"fee" numeric DEFAULT '0' NOT NULL,
	"profit" numeric,
	"close_reason" text,
	"created_at" bigint NOT NULL,
	"opened_at" bigint,
	"closed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_account_status" ON "orders" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status");