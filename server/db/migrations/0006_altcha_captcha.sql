CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "captchas" CASCADE;--> statement-breakpoint
CREATE INDEX "captcha_spent_expires" ON "captcha_spent" USING btree ("expires_at");