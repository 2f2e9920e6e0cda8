ALTER TABLE "deposit_methods" ADD COLUMN "min_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wire_methods" ADD COLUMN "min_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "symbols" ADD COLUMN "stops_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "symbols" SET "stops_level" = "levels"."stops_level" FROM (VALUES ('EURUSD', 40), ('GBPUSD', 40), ('USDJPY', 40), ('USDCHF', 40), ('AUDUSD', 40), ('USDCAD', 40), ('NZDUSD', 40), ('EURGBP', 80), ('EURJPY', 80), ('GBPJPY', 80), ('AUDJPY', 80), ('EURCHF', 80), ('EURAUD', 80), ('GBPCHF', 80), ('CADJPY', 80), ('XAUUSD', 200), ('XAGUSD', 100), ('USOIL', 30), ('UKOIL', 30), ('US30', 200), ('US500', 500), ('NAS100', 200), ('GER40', 200), ('UK100', 200), ('JP225', 500), ('BTCUSD', 20000), ('ETHUSD', 1000), ('SOLUSD', 70), ('XRPUSD', 100)) AS "levels"("code", "stops_level") WHERE "symbols"."code" = "levels"."code";

