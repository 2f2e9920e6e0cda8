CREATE TABLE "ledger_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ledger_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "hold_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_holds_account_status" ON "ledger_holds" USING btree ("account_id","status");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Withdrawals waiting for review held their amount in lock_balance alone: each gets its open hold.
DO $$
DECLARE
  pending record;
  hold integer;
BEGIN
  FOR pending IN SELECT "id", "account_id", "amount", "created_at" FROM "withdrawals" WHERE "status" = 0 ORDER BY "id" LOOP
    INSERT INTO "ledger_holds" ("account_id", "amount", "kind", "status", "created_at")
      VALUES (pending."account_id", pending."amount", 'withdraw', 'open', pending."created_at")
      RETURNING "id" INTO hold;
    UPDATE "withdrawals" SET "hold_id" = hold WHERE "id" = pending."id";
  END LOOP;
END $$;
