CREATE TABLE "bandeiras" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED
);

CREATE TABLE "configuracoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome_empresa" text NOT NULL,
	"cnpj" text,
	"fator_cubagem" numeric(18, 4) DEFAULT 300 NOT NULL,
	"fuso_horario" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"mapa_tile_url" text,
	"mapa_lat" numeric(18, 4),
	"mapa_lng" numeric(18, 4),
	"sla_ordem_servico_horas" integer,
	"docas" integer,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome_empresa"::text, '')))) STORED
);

CREATE TABLE "destinatarios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"telefone" text,
	"email" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '') || ' ' || coalesce("cpf_cnpj"::text, '') || ' ' || coalesce("cidade"::text, '')))) STORED
);

CREATE TABLE "empresas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" text NOT NULL,
	"filial" text NOT NULL,
	"inscricao_estadual" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"telefone" text,
	"email" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("razao_social"::text, '') || ' ' || coalesce("nome_fantasia"::text, '') || ' ' || coalesce("cnpj"::text, '') || ' ' || coalesce("filial"::text, '') || ' ' || coalesce("cidade"::text, '')))) STORED
);

CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tipo_pessoa" text DEFAULT 'PJ' NOT NULL,
	"nome" text NOT NULL,
	"nome_fantasia" text,
	"cpf_cnpj" text NOT NULL,
	"inscricao_estadual" text,
	"empresa_id" uuid,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"telefone" text,
	"celular" text,
	"email" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '') || ' ' || coalesce("nome_fantasia"::text, '') || ' ' || coalesce("cpf_cnpj"::text, '') || ' ' || coalesce("cidade"::text, '') || ' ' || coalesce("email"::text, '')))) STORED
);

CREATE TABLE "fator_calculos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"descricao" text NOT NULL,
	"valor" numeric(18, 4) NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("descricao"::text, '')))) STORED
);

CREATE TABLE "fornecedores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" text NOT NULL,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"telefone" text,
	"email" text,
	"contato" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("razao_social"::text, '') || ' ' || coalesce("nome_fantasia"::text, '') || ' ' || coalesce("cnpj"::text, '') || ' ' || coalesce("cidade"::text, '') || ' ' || coalesce("contato"::text, '')))) STORED
);

CREATE TABLE "transportadoras" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" text NOT NULL,
	"rntrc" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"telefone" text,
	"email" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("razao_social"::text, '') || ' ' || coalesce("nome_fantasia"::text, '') || ' ' || coalesce("cnpj"::text, '') || ' ' || coalesce("rntrc"::text, '') || ' ' || coalesce("cidade"::text, '')))) STORED
);

ALTER TABLE "usuarios" ADD COLUMN "empresa_id" uuid;

ALTER TABLE "clientes" ADD CONSTRAINT "clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "bandeiras_search_trgm" ON "bandeiras" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "bandeiras_nome_unique" ON "bandeiras" USING btree ("nome");

CREATE INDEX "configuracoes_search_trgm" ON "configuracoes" USING gin ("search" gin_trgm_ops);

CREATE INDEX "destinatarios_search_trgm" ON "destinatarios" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "destinatarios_cpf_cnpj_unique" ON "destinatarios" USING btree ("cpf_cnpj");

CREATE INDEX "empresas_search_trgm" ON "empresas" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "empresas_cnpj_unique" ON "empresas" USING btree ("cnpj");

CREATE INDEX "clientes_search_trgm" ON "clientes" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "clientes_cpf_cnpj_unique" ON "clientes" USING btree ("cpf_cnpj");

CREATE INDEX "clientes_empresa_id_idx" ON "clientes" USING btree ("empresa_id");

CREATE INDEX "fator_calculos_search_trgm" ON "fator_calculos" USING gin ("search" gin_trgm_ops);

CREATE INDEX "fornecedores_search_trgm" ON "fornecedores" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "fornecedores_cnpj_unique" ON "fornecedores" USING btree ("cnpj");

CREATE INDEX "transportadoras_search_trgm" ON "transportadoras" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "transportadoras_cnpj_unique" ON "transportadoras" USING btree ("cnpj");

ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "usuarios_empresa_id_idx" ON "usuarios" USING btree ("empresa_id");
