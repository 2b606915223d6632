CREATE TABLE "enderecos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"endereco" text NOT NULL,
	"zona" text NOT NULL,
	"descricao" text,
	"capacidade" numeric(18, 4),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("endereco"::text, '') || ' ' || coalesce("zona"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED,
	"search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("endereco"::text, '')))) STORED
);

ALTER TABLE "estoque_movimentos" DROP CONSTRAINT "estoque_movimentos_origem";

CREATE INDEX "enderecos_search_trgm" ON "enderecos" USING gin ("search" gin_trgm_ops);

CREATE INDEX "enderecos_search_dropdown_trgm" ON "enderecos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE UNIQUE INDEX "enderecos_endereco_unique" ON "enderecos" USING btree ("endereco");

ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_origem" CHECK ("estoque_movimentos"."origem" IN ('recebimento', 'expedicao', 'ajuste', 'transferencia'));

-- Every address the data already names becomes a bin (docs/decisions.md "Bins as data"): zone = its
-- street letter, active, not blocked, no capacity. So stock keeps sitting in registered bins and
-- open counts and notes keep their bins.
INSERT INTO "enderecos" ("id", "endereco", "zona")
SELECT gen_random_uuid(), a.endereco, left(a.endereco, 1)
  FROM (SELECT endereco FROM "estoque_saldos" UNION SELECT endereco FROM "estoque_movimentos"
        UNION SELECT endereco FROM "recebimentos_itens" UNION SELECT endereco FROM "expedicoes_itens") a
 WHERE a.endereco IS NOT NULL AND a.endereco <> ''
 ORDER BY a.endereco
ON CONFLICT ("endereco") DO NOTHING;
