CREATE TABLE "vehicle_view_visits" (
	"site_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "vehicle_view_visits_site_vehicle_visitor_day_key" UNIQUE("site_id","vehicle_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "vehicle_view_visits" ADD CONSTRAINT "vehicle_view_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_view_visits" ADD CONSTRAINT "vehicle_view_visits_vehicle_fk" FOREIGN KEY ("site_id","vehicle_id") REFERENCES "public"."vehicles"("site_id","id") ON DELETE cascade ON UPDATE no action;