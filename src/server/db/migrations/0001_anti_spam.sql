CREATE TABLE "captcha_solutions" (
	"site_id" integer NOT NULL,
	"signature" text NOT NULL,
	"form_type" text NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_solutions_pk" PRIMARY KEY("site_id","signature")
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("site_id","key")
);
--> statement-breakpoint
ALTER TABLE "captcha_solutions" ADD CONSTRAINT "captcha_solutions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_site_expires_idx" ON "captcha_solutions" USING btree ("site_id","expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_site_expires_idx" ON "rate_limit_counters" USING btree ("site_id","expires_at");