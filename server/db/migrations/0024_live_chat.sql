CREATE TABLE "live_chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"author" text NOT NULL,
	"author_name" text NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_conversations_user_site_unique" ON "live_chat_conversations" USING btree ("org_id","user_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_messages_id_unique" ON "live_chat_messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "live_chat_messages_conversation_seq_idx" ON "live_chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "live_chat_messages_author_sent_idx" ON "live_chat_messages" USING btree ("author_user_id","sent_at");