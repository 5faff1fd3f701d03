CREATE TABLE "fixture_results" (
	"fixture_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "fixture_results_fixture_id_participant_id_pk" PRIMARY KEY("fixture_id","participant_id"),
	CONSTRAINT "fixture_results_place" CHECK ("fixture_results"."place" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"race_number" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"distance_metres" integer NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"result_voided" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"video_url" text,
	"video_code" text,
	"tips" text,
	"message" text,
	"allowed_channels" text[] DEFAULT '{DIGITAL}'::text[] NOT NULL,
	"feed_source" text DEFAULT 'FURLONG' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixtures_meeting_race" UNIQUE("meeting_id","race_number"),
	CONSTRAINT "fixtures_status" CHECK ("fixtures"."status" in ('NEW','PUBLISHED','SUSPENDED','RESULT','PAID','COMPLETE')),
	CONSTRAINT "fixtures_race_number" CHECK ("fixtures"."race_number" > 0),
	CONSTRAINT "fixtures_distance" CHECK ("fixtures"."distance_metres" > 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"type" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	CONSTRAINT "markets_fixture_type" UNIQUE("fixture_id","type"),
	CONSTRAINT "markets_type" CHECK ("markets"."type" in ('WIN','PLACE','SHP','THP')),
	CONSTRAINT "markets_status" CHECK ("markets"."status" in ('OPEN','SUSPENDED','CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_code" varchar(8) NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_venue_day" UNIQUE("venue_code","day")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"horse_number" integer NOT NULL,
	"name" text NOT NULL,
	"cage_number" integer,
	"jersey_url" text,
	"last_runs" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight_kg" numeric(4, 1),
	"jockey" text,
	"trainer" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_price_hundredths" integer,
	CONSTRAINT "participants_fixture_horse" UNIQUE("fixture_id","horse_number"),
	CONSTRAINT "participants_horse_number" CHECK ("participants"."horse_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"price_hundredths" integer NOT NULL,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	CONSTRAINT "selections_market_participant" UNIQUE("market_id","participant_id"),
	CONSTRAINT "selections_price" CHECK ("selections"."price_hundredths" > 0),
	CONSTRAINT "selections_status" CHECK ("selections"."status" in ('OPEN','SUSPENDED','CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" varchar(2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixture_results" ADD CONSTRAINT "fixture_results_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_results" ADD CONSTRAINT "fixture_results_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_venue_code_venues_code_fk" FOREIGN KEY ("venue_code") REFERENCES "public"."venues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixtures_start_at" ON "fixtures" USING btree ("start_at");