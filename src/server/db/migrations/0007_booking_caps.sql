ALTER TABLE "test_drive_bookings" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "ip_key" text;--> statement-breakpoint
CREATE INDEX "test_drive_bookings_email_idx" ON "test_drive_bookings" USING btree ("site_id","email_key","starts_at");--> statement-breakpoint
CREATE INDEX "test_drive_bookings_phone_idx" ON "test_drive_bookings" USING btree ("site_id","phone_key","starts_at");--> statement-breakpoint
CREATE INDEX "test_drive_bookings_ip_idx" ON "test_drive_bookings" USING btree ("site_id","ip_key","starts_at");