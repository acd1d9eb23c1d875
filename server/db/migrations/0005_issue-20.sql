CREATE TABLE "policy_notifications" (
	"policy_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_notifications_policy_id_company_id_pk" PRIMARY KEY("policy_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "enterprise_fields" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "policy_notifications" ADD CONSTRAINT "policy_notifications_policy_id_content_items_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notifications" ADD CONSTRAINT "policy_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notifications" ADD CONSTRAINT "policy_notifications_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notifications" ADD CONSTRAINT "policy_notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_credit_code_idx" ON "companies" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "messages_subject_unread_idx" ON "messages" USING btree ("subject") WHERE read_at is null;