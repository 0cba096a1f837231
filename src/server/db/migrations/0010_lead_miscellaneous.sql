CREATE TABLE "lead_miscellaneous" (
	"site_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"column_name" text NOT NULL,
	"value" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_miscellaneous_pk" PRIMARY KEY("site_id","lead_id","column_name")
);
--> statement-breakpoint
ALTER TABLE "lead_miscellaneous" ADD CONSTRAINT "lead_miscellaneous_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_miscellaneous" ADD CONSTRAINT "lead_miscellaneous_lead_fk" FOREIGN KEY ("site_id","lead_id") REFERENCES "public"."leads"("site_id","id") ON DELETE cascade ON UPDATE no action;