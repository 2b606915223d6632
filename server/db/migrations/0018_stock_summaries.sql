-- Per-material and per-lot sums of the balances, kept by server/stock/ledger.ts with each posting:
-- the stock pages' totals count these rows instead of grouping 50,000 balances on every full page
-- (npm run bench stock: 10-40 ms of a 0.3 ms page). The expiry index lets "expiring within N days"
-- count only the balances in that range.
CREATE TABLE "estoque_saldos_lotes" (
	"material_id" uuid NOT NULL,
	"lote" text NOT NULL,
	"quantidade" numeric(18, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "estoque_saldos_lotes_material_id_lote_pk" PRIMARY KEY("material_id","lote")
);

CREATE TABLE "estoque_saldos_materiais" (
	"material_id" uuid PRIMARY KEY NOT NULL,
	"quantidade" numeric(18, 4) DEFAULT 0 NOT NULL,
	"reservada" numeric(18, 4) DEFAULT 0 NOT NULL,
	"bloqueada" numeric(18, 4) DEFAULT 0 NOT NULL
);

CREATE INDEX "estoque_saldos_lotes_positivos_idx" ON "estoque_saldos_lotes" USING btree ("material_id","lote") WHERE "estoque_saldos_lotes"."quantidade" > 0;

CREATE INDEX "estoque_saldos_materiais_positivos_idx" ON "estoque_saldos_materiais" USING btree ("material_id") WHERE "estoque_saldos_materiais"."quantidade" > 0;

CREATE INDEX "estoque_saldos_vencimento_idx" ON "estoque_saldos" USING btree ("validade","material_id","lote") WHERE "estoque_saldos"."quantidade" > 0;

-- The summaries start as the balances' sums; from here server/stock/ledger.ts keeps them.
INSERT INTO "estoque_saldos_materiais" ("material_id", "quantidade", "reservada", "bloqueada")
SELECT "material_id", sum("quantidade"), sum("reservada"), sum("bloqueada") FROM "estoque_saldos" GROUP BY 1;

INSERT INTO "estoque_saldos_lotes" ("material_id", "lote", "quantidade")
SELECT "material_id", "lote", sum("quantidade") FROM "estoque_saldos" GROUP BY 1, 2;
