-- The ledger page lists movements newest first (GET /v1/estoque-movimentos, sort by seq): without
-- an index of its own that is a sort of every movement (1.3 s at 1,000,000 rows, npm run bench stock).
CREATE INDEX "estoque_movimentos_seq_idx" ON "estoque_movimentos" USING btree ("seq");
