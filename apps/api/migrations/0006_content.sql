CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"banner_type" varchar(8) NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"alt_text" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"seed_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "banners_type" CHECK ("banners"."banner_type" in ('VIDEO', 'IMAGE')),
	CONSTRAINT "banners_window" CHECK ("banners"."active_to" is null or "banners"."active_from" is null or "banners"."active_to" > "banners"."active_from")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL,
	"link" text,
	"body" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"seed_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "promotions_window" CHECK ("promotions"."active_to" is null or "promotions"."active_from" is null or "promotions"."active_to" > "promotions"."active_from")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_code" varchar(8) NOT NULL,
	"venue" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"link" text,
	"date" date NOT NULL,
	"text" text NOT NULL,
	"seed_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tips_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE INDEX "banners_sort" ON "banners" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "promotions_sort" ON "promotions" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "tips_day" ON "tips" USING btree ("date","venue_code");