ALTER TABLE "messages" DROP CONSTRAINT "messages_body_length";--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "file_sealing" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") <= case when "messages"."key_id" is null then 5000 else 27000 end);