ALTER TABLE "deposit_methods" ADD COLUMN "max_amount" numeric DEFAULT '1000000' NOT NULL;--> statement-breakpoint
ALTER TABLE "wire_methods" ADD COLUMN "max_amount" numeric DEFAULT '1000000' NOT NULL;