ALTER TABLE "agendamentos" DROP CONSTRAINT "agendamentos_hora_fim_before";

DROP INDEX "materiais_search_dropdown_trgm";

ALTER TABLE "agendamentos_notas" ALTER COLUMN "chave_acesso" DROP NOT NULL;

ALTER TABLE "agendamentos_notas" ADD COLUMN "numero_nf" text;

ALTER TABLE "materiais" DROP COLUMN "search_dropdown";

ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_hora_fim_different" CHECK ("hora_inicio" <> "hora_fim");

-- A booking may run over midnight: an end at or before its start is on the next day (docs/decisions.md
-- "Dock bookings and NF-e import after the trial"). One home for that rule: this function, read by the
-- exclusion constraint and by the hook that names the other booking (src/resources/agendamentos/server.ts).
CREATE FUNCTION agendamento_periodo(d date, inicio time, fim time) RETURNS tsrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN tsrange(d + inicio, d + fim + CASE WHEN fim <= inicio THEN interval '1 day' ELSE interval '0' END);

ALTER TABLE "agendamentos" DROP CONSTRAINT "agendamentos_doca_livre";
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_doca_livre" EXCLUDE USING gist (
  "doca" WITH =,
  agendamento_periodo("data", "hora_inicio", "hora_fim") WITH &&
) WHERE ("status_id" IS DISTINCT FROM '01900000-0000-7000-8002-000000000403' AND "status_id" IS DISTINCT FROM '01900000-0000-7000-8002-000000000404');
