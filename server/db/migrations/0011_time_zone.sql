-- A zone PostgreSQL knows by its IANA name (pg_timezone_names), so a stored setting can never make
-- AT TIME ZONE fail (issue 15 point 8). STABLE: the zone files change only with PostgreSQL's tzdata.
CREATE FUNCTION is_time_zone(zone text) RETURNS boolean LANGUAGE sql STABLE STRICT
  AS $$ SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = zone) $$;

-- Values stored before the check: an unknown zone falls back to the declared default.
UPDATE "configuracoes" SET "fuso_horario" = 'America/Sao_Paulo' WHERE NOT is_time_zone("fuso_horario");

ALTER TABLE "configuracoes" ADD CONSTRAINT "configuracoes_fuso_horario_valid" CHECK (is_time_zone("fuso_horario"));
