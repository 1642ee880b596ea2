ALTER TABLE "billing_accounts" ADD COLUMN "checkout_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "state" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_events_due_idx" ON "billing_events" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "billing_events_customer_idx" ON "billing_events" USING btree ("customer_id");--> statement-breakpoint
-- Events stored before this migration were handled when they arrived.
UPDATE "billing_events" SET "state" = 'applied', "applied_at" = "received_at";