CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);

CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "categorias" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED
);

CREATE TABLE "grupos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED
);

CREATE TABLE "status" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"grupo_id" uuid NOT NULL,
	"ordem" integer,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED
);

CREATE TABLE "tipos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"grupo_id" uuid NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED
);

CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"password_hash" text,
	"cpf" text,
	"telefone" text,
	"celular" text,
	"tipo_id" uuid NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"cnh" text,
	"cnh_categoria" text,
	"cnh_validade" date,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("first_name"::text, '') || ' ' || coalesce("last_name"::text, '') || ' ' || coalesce("email"::text, '')))) STORED
);

ALTER TABLE "status" ADD CONSTRAINT "status_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "tipos" ADD CONSTRAINT "tipos_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

CREATE UNIQUE INDEX "idempotency_keys_key_user_unique" ON "idempotency_keys" USING btree ("key","user_id");

CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");

CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");

CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");

CREATE INDEX "categorias_search_trgm" ON "categorias" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "categorias_nome_unique" ON "categorias" USING btree ("nome");

CREATE INDEX "grupos_search_trgm" ON "grupos" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "grupos_nome_unique" ON "grupos" USING btree ("nome");

CREATE INDEX "status_search_trgm" ON "status" USING gin ("search" gin_trgm_ops);

CREATE INDEX "status_grupo_id_idx" ON "status" USING btree ("grupo_id");

CREATE INDEX "tipos_search_trgm" ON "tipos" USING gin ("search" gin_trgm_ops);

CREATE INDEX "tipos_grupo_id_idx" ON "tipos" USING btree ("grupo_id");

CREATE INDEX "usuarios_search_trgm" ON "usuarios" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "usuarios_email_unique" ON "usuarios" USING btree ("email");

CREATE INDEX "usuarios_tipo_id_idx" ON "usuarios" USING btree ("tipo_id");
