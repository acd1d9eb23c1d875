ALTER TABLE "messages" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "messages_subject_unread_idx" ON "messages" USING btree ("subject") WHERE read_at is null;