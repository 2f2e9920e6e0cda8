CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol_id" integer NOT NULL,
	"watch" text NOT NULL,
	"direction" text NOT NULL,
	"level" numeric NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"fired_at" bigint,
	"fired_price" numeric
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_status" ON "price_alerts" USING btree ("user_id","status");