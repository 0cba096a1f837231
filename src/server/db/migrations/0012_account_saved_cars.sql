CREATE TABLE "account_saved_cars" (
	"site_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_saved_cars_site_user_list_vehicle_key" UNIQUE("site_id","user_id","list","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "account_saved_cars" ADD CONSTRAINT "account_saved_cars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_saved_cars" ADD CONSTRAINT "account_saved_cars_user_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_saved_cars" ADD CONSTRAINT "account_saved_cars_vehicle_fk" FOREIGN KEY ("site_id","vehicle_id") REFERENCES "public"."vehicles"("site_id","id") ON DELETE cascade ON UPDATE no action;