-- How many balances of each material and lot hold stock (and, per material, stock in each state),
-- kept by server/stock/ledger.ts with each posting: the stock pages' totals count these rows instead
-- of grouping 50,000 balances on every full page (npm run bench stock: 10-40 ms of a 0.3 ms page).
-- The expiry index lets "expiring within N days" count only the balances in that range.
CREATE TABLE "estoque_saldos_lotes" (
	"material_id" uuid NOT NULL,
	"lote" text NOT NULL,
	"saldos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estoque_saldos_lotes_material_id_lote_pk" PRIMARY KEY("material_id","lote")
);

CREATE TABLE "estoque_saldos_materiais" (
	"material_id" uuid PRIMARY KEY NOT NULL,
	"saldos" integer DEFAULT 0 NOT NULL,
	"disponiveis" integer DEFAULT 0 NOT NULL,
	"reservadas" integer DEFAULT 0 NOT NULL,
	"bloqueadas" integer DEFAULT 0 NOT NULL
);

CREATE INDEX "estoque_saldos_lotes_positivos_idx" ON "estoque_saldos_lotes" USING btree ("material_id","lote") WHERE "estoque_saldos_lotes"."saldos" > 0;

CREATE INDEX "estoque_saldos_materiais_positivos_idx" ON "estoque_saldos_materiais" USING btree ("material_id") WHERE "estoque_saldos_materiais"."saldos" > 0;

CREATE INDEX "estoque_saldos_vencimento_idx" ON "estoque_saldos" USING btree ("validade","material_id","lote") WHERE "estoque_saldos"."quantidade" > 0;

-- The summaries start from the balances; from here server/stock/ledger.ts keeps them.
INSERT INTO "estoque_saldos_materiais" ("material_id", "saldos", "disponiveis", "reservadas", "bloqueadas")
SELECT "material_id", count(*) FILTER (WHERE "quantidade" > 0), count(*) FILTER (WHERE "quantidade" - "reservada" - "bloqueada" > 0),
       count(*) FILTER (WHERE "reservada" > 0), count(*) FILTER (WHERE "bloqueada" > 0)
  FROM "estoque_saldos" GROUP BY 1;

INSERT INTO "estoque_saldos_lotes" ("material_id", "lote", "saldos")
SELECT "material_id", "lote", count(*) FILTER (WHERE "quantidade" > 0) FROM "estoque_saldos" GROUP BY 1, 2;
