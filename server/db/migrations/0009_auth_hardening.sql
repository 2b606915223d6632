CREATE TABLE "login_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_email_address_pk" PRIMARY KEY("email","address")
);

ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" uuid;
