CREATE TABLE "company_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"occurred_on" date NOT NULL,
	"amount_fen" bigint,
	"detail" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_records" (
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"module_key" text NOT NULL,
	"data" jsonb,
	"draft" jsonb,
	"pending" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_records_company_id_module_key_pk" PRIMARY KEY("company_id","module_key")
);
--> statement-breakpoint
CREATE TABLE "company_tenancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"room_name" text,
	"area_sqm" numeric NOT NULL,
	"moved_in_on" date NOT NULL,
	"moved_out_on" date
);
--> statement-breakpoint
CREATE TABLE "company_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text,
	"file_path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"park_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"position" text,
	"department" text,
	"entry_date" date,
	"leave_date" date,
	"education" text,
	"id_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_profiles" (
	"mechanism_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'incomplete' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"awaiting" boolean DEFAULT false NOT NULL,
	"data" jsonb,
	"pending" jsonb,
	"service_types" text[] DEFAULT '{}' NOT NULL,
	"credit_code" text,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_strength" (
	"mechanism_id" integer PRIMARY KEY NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"type" text NOT NULL,
	"classification_id" integer,
	"title" text NOT NULL,
	"cover" text,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"state" text DEFAULT 'draft' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_park_state_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "change_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "moved_out_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "move_out_reason" text;--> statement-breakpoint
ALTER TABLE "enterprise_models" ADD COLUMN "audited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_milestones" ADD CONSTRAINT "company_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_milestones" ADD CONSTRAINT "company_milestones_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_records" ADD CONSTRAINT "company_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_records" ADD CONSTRAINT "company_records_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tenancies" ADD CONSTRAINT "company_tenancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tenancies" ADD CONSTRAINT "company_tenancies_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_versions" ADD CONSTRAINT "company_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_versions" ADD CONSTRAINT "company_versions_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_mechanism_id_mechanisms_id_fk" FOREIGN KEY ("mechanism_id") REFERENCES "public"."mechanisms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_strength" ADD CONSTRAINT "agency_strength_mechanism_id_mechanisms_id_fk" FOREIGN KEY ("mechanism_id") REFERENCES "public"."mechanisms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_classes" ADD CONSTRAINT "content_classes_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_classification_id_content_classes_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."content_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_events_company_idx" ON "company_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "company_milestones_company_idx" ON "company_milestones" USING btree ("company_id","occurred_on");--> statement-breakpoint
CREATE INDEX "company_records_park_idx" ON "company_records" USING btree ("park_id","module_key");--> statement-breakpoint
CREATE INDEX "company_tenancies_company_idx" ON "company_tenancies" USING btree ("company_id","moved_in_on");--> statement-breakpoint
CREATE INDEX "company_tenancies_room_idx" ON "company_tenancies" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_versions_company_version_key" ON "company_versions" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "export_tasks_park_user_idx" ON "export_tasks" USING btree ("park_id","user_id","id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "personnel_company_idx" ON "personnel" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_company_phone_key" ON "personnel" USING btree ("company_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_company_id_number_key" ON "personnel" USING btree ("company_id","id_number");--> statement-breakpoint
CREATE INDEX "agency_profiles_state_idx" ON "agency_profiles" USING btree ("state","mechanism_id");--> statement-breakpoint
CREATE INDEX "agency_profiles_awaiting_idx" ON "agency_profiles" USING btree ("awaiting","submitted_at");--> statement-breakpoint
CREATE INDEX "agency_profiles_types_idx" ON "agency_profiles" USING gin ("service_types");--> statement-breakpoint
CREATE UNIQUE INDEX "content_classes_name_key" ON "content_classes" USING btree ("park_id","type",coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE INDEX "content_classes_parent_idx" ON "content_classes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("park_id","type","pinned" DESC NULLS LAST,"publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_shelf_idx" ON "content_items" USING btree ("park_id","type","state","pinned" DESC NULLS LAST,"publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_class_idx" ON "content_items" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "mechanisms_name_idx" ON "mechanisms" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "enterprise_fields_park_idx" ON "enterprise_fields" USING btree ("park_id","sort");--> statement-breakpoint
CREATE INDEX "companies_park_state_idx" ON "companies" USING btree ("park_id","state","id");