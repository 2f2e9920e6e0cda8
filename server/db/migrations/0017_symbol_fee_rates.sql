ALTER TABLE "symbols" ADD COLUMN "fee_per_lot" numeric;--> statement-breakpoint
ALTER TABLE "symbols" ADD COLUMN "fee_margin_rate" numeric;--> statement-breakpoint
-- fee_rate was one number read in the unit of the trade_fee_type in force: USD per lot under '1', a fraction
-- of the margin under any other value or with no row (the default, '2'). It moves unchanged to that tariff's
-- column; the other tariff starts at the seed's rate for the symbol (symbols.data.ts; 0 for a code the seed
-- does not know).
WITH "seed"("code", "per_lot", "margin_rate") AS (VALUES ('EURUSD', '7', '0.0005'), ('GBPUSD', '7', '0.0005'), ('USDJPY', '7', '0.0005'), ('USDCHF', '7', '0.0005'), ('AUDUSD', '7', '0.0005'), ('USDCAD', '7', '0.0005'), ('NZDUSD', '7', '0.0005'), ('EURGBP', '7', '0.0005'), ('EURJPY', '7', '0.0005'), ('GBPJPY', '7', '0.0005'), ('AUDJPY', '7', '0.0005'), ('EURCHF', '7', '0.0005'), ('EURAUD', '7', '0.0005'), ('GBPCHF', '7', '0.0005'), ('CADJPY', '7', '0.0005'), ('XAUUSD', '10', '0.0005'), ('XAGUSD', '10', '0.0005'), ('USOIL', '5', '0.0008'), ('UKOIL', '5', '0.0008'), ('US30', '2', '0.0008'), ('US500', '2', '0.0008'), ('NAS100', '2', '0.0008'), ('GER40', '2', '0.0008'), ('UK100', '2', '0.0008'), ('JP225', '0.2', '0.0008'), ('BTCUSD', '20', '0.0015'), ('ETHUSD', '0.75', '0.0015'), ('SOLUSD', '0.04', '0.0015'), ('XRPUSD', '0.0005', '0.0015')),
"in_force" AS (SELECT coalesce((SELECT "value" FROM "settings" WHERE "key" = 'trade_fee_type'), '2') = '1' AS "per_lot")
UPDATE "symbols" SET
  "fee_per_lot" = CASE WHEN "in_force"."per_lot" THEN "symbols"."fee_rate"
    ELSE coalesce((SELECT "seed"."per_lot"::numeric FROM "seed" WHERE "seed"."code" = "symbols"."code"), 0) END,
  "fee_margin_rate" = CASE WHEN "in_force"."per_lot"
    THEN coalesce((SELECT "seed"."margin_rate"::numeric FROM "seed" WHERE "seed"."code" = "symbols"."code"), 0)
    ELSE "symbols"."fee_rate" END
FROM "in_force";--> statement-breakpoint
ALTER TABLE "symbols" ALTER COLUMN "fee_per_lot" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "symbols" ALTER COLUMN "fee_margin_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "symbols" DROP COLUMN "fee_rate";
