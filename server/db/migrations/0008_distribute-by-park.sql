ALTER TABLE "order_events" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_orders" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "consultation_entries" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "pre_apply_steps" ADD COLUMN "park_id" integer;--> statement-breakpoint
UPDATE "order_events" c SET "park_id" = p."park_id" FROM "orders" p WHERE p."id" = c."order_id";--> statement-breakpoint
UPDATE "settlement_orders" c SET "park_id" = p."park_id" FROM "settlements" p WHERE p."id" = c."settlement_id";--> statement-breakpoint
UPDATE "voucher_applications" c SET "park_id" = p."park_id" FROM "voucher_batches" p WHERE p."id" = c."batch_id";--> statement-breakpoint
UPDATE "vouchers" c SET "park_id" = p."park_id" FROM "voucher_batches" p WHERE p."id" = c."batch_id";--> statement-breakpoint
UPDATE "voucher_orders" c SET "park_id" = p."park_id" FROM "orders" p WHERE p."id" = c."order_id";--> statement-breakpoint
UPDATE "consultation_entries" c SET "park_id" = p."park_id" FROM "consultations" p WHERE p."id" = c."consultation_id";--> statement-breakpoint
UPDATE "pre_apply_steps" c SET "park_id" = p."park_id" FROM "pre_applications" p WHERE p."id" = c."pre_apply_id";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_orders" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_applications" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_orders" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_entries" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_apply_steps" ALTER COLUMN "park_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_orders" ADD CONSTRAINT "settlement_orders_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD CONSTRAINT "voucher_applications_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_entries" ADD CONSTRAINT "consultation_entries_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_apply_steps" ADD CONSTRAINT "pre_apply_steps_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_events_park_idx" ON "company_events" USING btree ("park_id","company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "company_milestones_park_idx" ON "company_milestones" USING btree ("park_id","company_id","occurred_on");--> statement-breakpoint
CREATE INDEX "company_tenancies_park_idx" ON "company_tenancies" USING btree ("park_id","company_id","moved_in_on");--> statement-breakpoint
CREATE INDEX "company_versions_park_idx" ON "company_versions" USING btree ("park_id","company_id","version");--> statement-breakpoint
CREATE INDEX "personnel_park_idx" ON "personnel" USING btree ("park_id","company_id","id");--> statement-breakpoint
CREATE INDEX "order_events_park_idx" ON "order_events" USING btree ("park_id","order_id","id");--> statement-breakpoint
CREATE INDEX "settlement_orders_park_idx" ON "settlement_orders" USING btree ("park_id","settlement_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_applications_park_idx" ON "voucher_applications" USING btree ("park_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "vouchers_park_idx" ON "vouchers" USING btree ("park_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "voucher_orders_park_idx" ON "voucher_orders" USING btree ("park_id","order_id");--> statement-breakpoint
CREATE INDEX "policy_conditions_park_idx" ON "policy_conditions" USING btree ("park_id","policy_id","sort");--> statement-breakpoint
CREATE INDEX "policy_notifications_park_idx" ON "policy_notifications" USING btree ("park_id","policy_id","company_id");--> statement-breakpoint
CREATE INDEX "consultation_entries_park_idx" ON "consultation_entries" USING btree ("park_id","consultation_id","id");--> statement-breakpoint
CREATE INDEX "pre_apply_steps_park_idx" ON "pre_apply_steps" USING btree ("park_id","pre_apply_id","id");