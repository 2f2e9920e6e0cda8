CREATE TABLE "candles_1d" (
	"symbol_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" integer NOT NULL,
	CONSTRAINT "candles_1d_symbol_id_time_pk" PRIMARY KEY("symbol_id","time")
);
--> statement-breakpoint
CREATE TABLE "candles_1m" (
	"symbol_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" integer NOT NULL,
	CONSTRAINT "candles_1m_symbol_id_time_pk" PRIMARY KEY("symbol_id","time")
);
--> statement-breakpoint
ALTER TABLE "candles_1d" ADD CONSTRAINT "candles_1d_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candles_1m" ADD CONSTRAINT "candles_1m_symbol_id_symbols_id_fk" FOREIGN KEY ("symbol_id") REFERENCES "public"."symbols"("id") ON DELETE no action ON UPDATE no action;