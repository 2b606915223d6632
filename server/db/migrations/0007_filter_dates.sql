CREATE INDEX "solicitacoes_data_prevista_idx" ON "solicitacoes" USING btree ("data_prevista");

CREATE INDEX "itinerarios_data_idx" ON "itinerarios" USING btree ("data");
