CREATE TABLE "auditoria" (
	"id" uuid PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);

-- Records of the old format bind no body or path: they cannot be checked, so they go.
DELETE FROM "idempotency_keys";

ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE text;

ALTER TABLE "idempotency_keys" ADD COLUMN "method" text NOT NULL;

ALTER TABLE "idempotency_keys" ADD COLUMN "path" text NOT NULL;

ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text NOT NULL;

CREATE INDEX "auditoria_record_idx" ON "auditoria" USING btree ("resource","record_id","at");

CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
