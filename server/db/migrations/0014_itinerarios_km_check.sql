-- NOT VALID: rows written before the rule keep loading (a migration that fails on old data would stop
-- the start); every new or changed row is checked, and the form says why under km_final.
ALTER TABLE "itinerarios" ADD CONSTRAINT "itinerarios_km_final_not_after" CHECK ("km_inicial" <= "km_final") NOT VALID;
