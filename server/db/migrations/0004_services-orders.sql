CREATE TABLE "agency_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"mechanism_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"awaiting" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"price_min_fen" integer NOT NULL,
	"price_max_fen" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"deliverables" text DEFAULT '' NOT NULL,
	"voucher_payable" boolean DEFAULT false NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"pending" jsonb,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"username" text,
	"who" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_service_levels" (
	"park_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"response_hours" integer NOT NULL,
	"complete_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_service_levels_park_id_service_type_pk" PRIMARY KEY("park_id","service_type")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_title" text NOT NULL,
	"service_type" text,
	"mechanism_id" integer,
	"state" text DEFAULT 'submitted' NOT NULL,
	"needs" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"expected_date" date,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" integer,
	"receipt_file" jsonb,
	"rating" smallint,
	"rating_comment" text,
	"reason" text,
	"first_response_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_orders" (
	"settlement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "settlement_orders_settlement_id_order_id_pk" PRIMARY KEY("settlement_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"mechanism_id" integer NOT NULL,
	"month" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"payment_ref" text,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"name" text NOT NULL,
	"funder" text NOT NULL,
	"budget" bigint NOT NULL,
	"face_value" bigint NOT NULL,
	"quota" integer NOT NULL,
	"service_types" text[] NOT NULL,
	"apply_start" date NOT NULL,
	"apply_end" date NOT NULL,
	"expires_on" date NOT NULL,
	"settlement_windows" jsonb NOT NULL,
	"issued" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"application_id" integer,
	"face_value" bigint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"expires_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"redeemed" bigint,
	"recalled_at" timestamp with time zone,
	"recall_reason" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"mechanism_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"contract_fen" bigint,
	"contract_file" jsonb,
	"scores" jsonb,
	"grade" text,
	"redeem_fen" bigint,
	"company_pays_fen" bigint,
	"requested_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policy_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"kind" text NOT NULL,
	"operator" text NOT NULL,
	"target" text,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_title" text NOT NULL,
	"question" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"mechanism_id" integer,
	"handed_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"asked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"policy_title" text NOT NULL,
	"company_name" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"form" jsonb NOT NULL,
	"match" jsonb,
	"cancel_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_apply_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_apply_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"who" text NOT NULL,
	"user_id" integer,
	"actor_name" text NOT NULL,
	"opinion" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"link" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"assignee_id" integer,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"close_remark" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_services" ADD CONSTRAINT "agency_services_mechanism_id_mechanisms_id_fk" FOREIGN KEY ("mechanism_id") REFERENCES "public"."mechanisms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_levels" ADD CONSTRAINT "order_service_levels_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mechanism_id_mechanisms_id_fk" FOREIGN KEY ("mechanism_id") REFERENCES "public"."mechanisms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_orders" ADD CONSTRAINT "settlement_orders_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_orders" ADD CONSTRAINT "settlement_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_mechanism_id_mechanisms_id_fk" FOREIGN KEY ("mechanism_id") REFERENCES "public"."mechanisms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD CONSTRAINT "voucher_applications_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD CONSTRAINT "voucher_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_application_id_voucher_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."voucher_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_conditions" ADD CONSTRAINT "policy_conditions_policy_id_content_items_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_conditions" ADD CONSTRAINT "policy_conditions_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_entries" ADD CONSTRAINT "consultation_entries_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_mechanism_id_mechanisms_id_fk" FOREIGN KEY ("mechanism_id") REFERENCES "public"."mechanisms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applications" ADD CONSTRAINT "pre_applications_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_applications" ADD CONSTRAINT "pre_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_apply_steps" ADD CONSTRAINT "pre_apply_steps_pre_apply_id_pre_applications_id_fk" FOREIGN KEY ("pre_apply_id") REFERENCES "public"."pre_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_services_mechanism_idx" ON "agency_services" USING btree ("mechanism_id","id");--> statement-breakpoint
CREATE INDEX "agency_services_awaiting_idx" ON "agency_services" USING btree ("awaiting","submitted_at","id");--> statement-breakpoint
CREATE INDEX "agency_services_listed_idx" ON "agency_services" USING btree ("state","service_type","id");--> statement-breakpoint
CREATE INDEX "agency_services_state_idx" ON "agency_services" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "agency_services_name_idx" ON "agency_services" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_park_idx" ON "orders" USING btree ("park_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_park_state_idx" ON "orders" USING btree ("park_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_mechanism_idx" ON "orders" USING btree ("mechanism_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_mechanism_open_idx" ON "orders" USING btree ("mechanism_id","state") WHERE "orders"."mechanism_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_orders_order_uq" ON "settlement_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_month_uq" ON "settlements" USING btree ("mechanism_id","park_id","month");--> statement-breakpoint
CREATE INDEX "settlements_mechanism_idx" ON "settlements" USING btree ("mechanism_id","month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlements_park_idx" ON "settlements" USING btree ("park_id","month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlements_park_state_idx" ON "settlements" USING btree ("park_id","state","month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voucher_applications_batch_idx" ON "voucher_applications" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "voucher_applications_batch_state_idx" ON "voucher_applications" USING btree ("batch_id","state","id");--> statement-breakpoint
CREATE INDEX "voucher_applications_company_idx" ON "voucher_applications" USING btree ("company_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "voucher_batches_park_idx" ON "voucher_batches" USING btree ("park_id","id");--> statement-breakpoint
CREATE INDEX "voucher_batches_window_idx" ON "voucher_batches" USING btree ("park_id","apply_end","id");--> statement-breakpoint
CREATE INDEX "voucher_batches_types_idx" ON "voucher_batches" USING gin ("service_types");--> statement-breakpoint
CREATE INDEX "vouchers_ledger_idx" ON "vouchers" USING btree ("batch_id","state","face_value","redeemed");--> statement-breakpoint
CREATE INDEX "vouchers_batch_idx" ON "vouchers" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "vouchers_batch_state_idx" ON "vouchers" USING btree ("batch_id","state","expires_on","id");--> statement-breakpoint
CREATE INDEX "vouchers_company_idx" ON "vouchers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "vouchers_company_state_idx" ON "vouchers" USING btree ("company_id","state","expires_on","id");--> statement-breakpoint
CREATE INDEX "voucher_orders_voucher_idx" ON "voucher_orders" USING btree ("voucher_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_orders_mechanism_idx" ON "voucher_orders" USING btree ("mechanism_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_orders_batch_idx" ON "voucher_orders" USING btree ("batch_id","order_id");--> statement-breakpoint
CREATE INDEX "policy_conditions_policy_idx" ON "policy_conditions" USING btree ("policy_id","sort");--> statement-breakpoint
CREATE INDEX "consultation_entries_thread_idx" ON "consultation_entries" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "consultations_park_idx" ON "consultations" USING btree ("park_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_park_state_idx" ON "consultations" USING btree ("park_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_company_idx" ON "consultations" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_mechanism_idx" ON "consultations" USING btree ("mechanism_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_waiting_idx" ON "consultations" USING btree ("park_id","waiting_since") WHERE "consultations"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "pre_applications_park_idx" ON "pre_applications" USING btree ("park_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pre_applications_park_state_idx" ON "pre_applications" USING btree ("park_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pre_applications_policy_idx" ON "pre_applications" USING btree ("policy_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pre_applications_company_idx" ON "pre_applications" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pre_applications_open_key" ON "pre_applications" USING btree ("company_id","policy_id") WHERE "pre_applications"."state" in ('draft', 'submitted', 'returned');--> statement-breakpoint
CREATE INDEX "pre_apply_steps_apply_idx" ON "pre_apply_steps" USING btree ("pre_apply_id","id");--> statement-breakpoint
CREATE INDEX "app_items_slot_idx" ON "app_items" USING btree ("park_id","kind","sort","id");--> statement-breakpoint
CREATE INDEX "suggestions_park_idx" ON "suggestions" USING btree ("park_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_park_state_idx" ON "suggestions" USING btree ("park_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_company_idx" ON "suggestions" USING btree ("company_id","id" DESC NULLS LAST);