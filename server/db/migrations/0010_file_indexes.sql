CREATE INDEX "itinerarios_paradas_foto_id_idx" ON "itinerarios_paradas" USING btree ("foto_id");
