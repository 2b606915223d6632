ALTER TABLE "expedicoes_itens" ADD COLUMN "motivo_liberacao" text;

CREATE INDEX "ordens_servico_data_abertura_idx" ON "ordens_servico" USING btree ("data_abertura");

CREATE INDEX "ordens_servico_data_prevista_idx" ON "ordens_servico" USING btree ("data_prevista");

CREATE INDEX "ordens_servico_data_conclusao_idx" ON "ordens_servico" USING btree ("data_conclusao");

-- Migration 0017 made this index already (with INCLUDE, for the dashboard): the date filter reuses it.
CREATE INDEX IF NOT EXISTS "insumos_data_idx" ON "insumos" USING btree ("data");
