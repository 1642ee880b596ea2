ALTER TABLE "song_create_requests" DROP CONSTRAINT "song_create_requests_song_id_songs_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "customer_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "song_create_requests" ADD CONSTRAINT "song_create_requests_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;