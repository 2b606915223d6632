-- Dashboards (server/dashboards/): each figure reads the rows of its period through an index, so its
-- cost follows the period, not the table (npm run bench -- dashboards).

-- Service orders opened, concluded and overdue: index-only scans over the period's orders.
CREATE INDEX "ordens_servico_abertura_idx" ON "ordens_servico" USING btree ("data_abertura") INCLUDE ("status_id", "cliente_id");
CREATE INDEX "ordens_servico_conclusao_idx" ON "ordens_servico" USING btree ("data_conclusao") INCLUDE ("data_abertura", "cliente_id")
  WHERE "status_id" = '01900000-0000-7000-8002-000000000102';
-- Open orders only (not Concluída, not Cancelada): the overdue count and the oldest 20 in due order.
CREATE INDEX "ordens_servico_atrasadas_idx" ON "ordens_servico" USING btree ("data_prevista", "numero") INCLUDE ("cliente_id")
  WHERE "status_id" NOT IN ('01900000-0000-7000-8002-000000000102', '01900000-0000-7000-8002-000000000103');

-- Supplies cost per vehicle over the period.
CREATE INDEX "insumos_data_idx" ON "insumos" USING btree ("data") INCLUDE ("veiculo_id", "valor_total", "status_id");

-- The stops of the period's itineraries, read from the index alone.
CREATE INDEX "itinerarios_paradas_painel_idx" ON "itinerarios_paradas" USING btree ("parent_id") INCLUDE ("ponto_id", "solicitacao_id", "finalizado_em", "ocorrencia_id");

-- Stock per category: positive balances summed per material in index order, without the heap.
CREATE INDEX "estoque_saldos_material_quantidade_idx" ON "estoque_saldos" USING btree ("material_id") INCLUDE ("quantidade") WHERE "quantidade" > 0;
-- Blocked stock, among the few balances concerned. (Lots by expiry use the stock pages' own
-- estoque_saldos_vencimento_idx of 0018, declared in server/db/systemTables.ts.)
CREATE INDEX "estoque_saldos_bloqueada_idx" ON "estoque_saldos" USING btree ("material_id") INCLUDE ("bloqueada") WHERE "bloqueada" > 0;

-- Inbound and outbound per day: a year of a busy ledger is ~500,000 movements, too many to sum per
-- request even from an index (1 s at 1,000,000 rows). This rollup keeps their sums per origin and
-- quarter of an hour (UTC): every time zone's midnight falls on a quarter, so the days of any
-- configured zone are exact sums of quarters. Kept by statement triggers on the ledger, which refuses updates and deletes.
CREATE TABLE "estoque_movimentos_quartos" (
	"inicio" timestamp with time zone NOT NULL,
	"origem" text NOT NULL,
	"quantidade" numeric(18, 4) NOT NULL,
	"movimentos" integer NOT NULL,
	CONSTRAINT "estoque_movimentos_quartos_pk" PRIMARY KEY ("inicio", "origem")
);

CREATE FUNCTION "estoque_movimentos_quartos_somar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE estoque_movimentos_quartos;
  ELSE
    INSERT INTO estoque_movimentos_quartos AS q (inicio, origem, quantidade, movimentos)
    SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), origem, sum(quantidade), count(*)
      FROM novos GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (inicio, origem) DO UPDATE SET quantidade = q.quantidade + excluded.quantidade, movimentos = q.movimentos + excluded.movimentos;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "estoque_movimentos_quartos_insert" AFTER INSERT ON "estoque_movimentos"
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION "estoque_movimentos_quartos_somar"();
CREATE TRIGGER "estoque_movimentos_quartos_truncate" AFTER TRUNCATE ON "estoque_movimentos"
  FOR EACH STATEMENT EXECUTE FUNCTION "estoque_movimentos_quartos_somar"();

INSERT INTO "estoque_movimentos_quartos" (inicio, origem, quantidade, movimentos)
SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), origem, sum(quantidade), count(*)
  FROM "estoque_movimentos" GROUP BY 1, 2;
