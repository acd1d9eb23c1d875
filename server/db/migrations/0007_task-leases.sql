ALTER TABLE "import_tasks" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "import_tasks_unfinished_idx" ON "import_tasks" USING btree ("heartbeat_at") WHERE state in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "export_tasks_unfinished_idx" ON "export_tasks" USING btree ("heartbeat_at") WHERE state in ('pending', 'running');--> statement-breakpoint
UPDATE "export_tasks" SET "heartbeat_at" = "created_at" WHERE "state" IN ('pending', 'running');--> statement-breakpoint
UPDATE "import_tasks" SET "heartbeat_at" = "created_at" WHERE "state" IN ('pending', 'running');