-- The ledger page lists movements newest first (GET /v1/estoque-movimentos, sort by seq): without
-- an index of its own that is a sort of every movement (1.3 s at 1,000,000 rows, npm run bench stock).
CREATE INDEX "estoque_movimentos_seq_idx" ON "estoque_movimentos" USING btree ("seq");

-- The stock pages list positive balances only; their totals count them in key order from this
-- partial index alone (an index-only scan), instead of visiting every balance row.
CREATE INDEX "estoque_saldos_positivos_idx" ON "estoque_saldos" USING btree ("material_id", "lote", "endereco") INCLUDE ("validade") WHERE "quantidade" > 0;
