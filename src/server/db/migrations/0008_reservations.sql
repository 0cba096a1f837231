CREATE TABLE "payment_events" (
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("site_id","provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"payment_ref" text,
	"refund_ref" text,
	"site_origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_fk" FOREIGN KEY ("site_id","lead_id") REFERENCES "public"."leads"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_open_car_key" ON "reservations" USING btree ("site_id","vehicle_id") WHERE status in ('checkout', 'held', 'pending_payment');--> statement-breakpoint
CREATE INDEX "reservations_site_lead_idx" ON "reservations" USING btree ("site_id","lead_id");--> statement-breakpoint
CREATE INDEX "reservations_due_idx" ON "reservations" USING btree ("expires_at") WHERE status in ('checkout', 'held', 'pending_payment', 'refund_pending');--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "ip_key" text;--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree ("site_id","email_key");--> statement-breakpoint
CREATE INDEX "reservations_phone_idx" ON "reservations" USING btree ("site_id","phone_key");--> statement-breakpoint
CREATE INDEX "reservations_ip_idx" ON "reservations" USING btree ("site_id","ip_key");