CREATE TABLE "trade_in_photos" (
	"site_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"lead_id" uuid,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_photos_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_lead_fk" FOREIGN KEY ("site_id","lead_id") REFERENCES "public"."leads"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_photos_site_lead_idx" ON "trade_in_photos" USING btree ("site_id","lead_id");