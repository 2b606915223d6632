ALTER TABLE "aeroportos" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("sigla"::text, '')))) STORED;

ALTER TABLE "categorias" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED;

ALTER TABLE "configuracoes" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome_empresa"::text, '') || ' ' || coalesce("cnpj"::text, '') || ' ' || coalesce("fator_cubagem"::text, '') || ' ' || coalesce("fuso_horario"::text, '') || ' ' || coalesce("mapa_tile_url"::text, '') || ' ' || coalesce("mapa_lat"::text, '') || ' ' || coalesce("mapa_lng"::text, '') || ' ' || coalesce("sla_ordem_servico_horas"::text, '') || ' ' || coalesce("docas"::text, '')))) STORED;

ALTER TABLE "destinatarios" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED;

ALTER TABLE "empresas" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("razao_social"::text, '') || ' ' || coalesce("filial"::text, '')))) STORED;

ALTER TABLE "clientes" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED;

ALTER TABLE "fator_calculos" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("valor"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED;

ALTER TABLE "fornecedores" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("razao_social"::text, '')))) STORED;

ALTER TABLE "grupos" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED;

ALTER TABLE "materiais" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("codigo"::text, '')))) STORED;

ALTER TABLE "ocorrencias" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED;

ALTER TABLE "pontos" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome_fantazia"::text, '') || ' ' || coalesce("codigo"::text, '')))) STORED;

ALTER TABLE "rotas" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED;

ALTER TABLE "solicitacoes" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED;

ALTER TABLE "transportadoras" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("razao_social"::text, '')))) STORED;

ALTER TABLE "usuarios" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("first_name"::text, '')))) STORED;

ALTER TABLE "ordens_servico" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED;

ALTER TABLE "veiculos" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("placa"::text, '')))) STORED;

ALTER TABLE "insumos" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("descricao"::text, '')))) STORED;

CREATE INDEX "aeroportos_search_dropdown_trgm" ON "aeroportos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "categorias_search_dropdown_trgm" ON "categorias" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "configuracoes_search_dropdown_trgm" ON "configuracoes" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "destinatarios_search_dropdown_trgm" ON "destinatarios" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "empresas_search_dropdown_trgm" ON "empresas" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "clientes_search_dropdown_trgm" ON "clientes" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "fator_calculos_search_dropdown_trgm" ON "fator_calculos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "fornecedores_search_dropdown_trgm" ON "fornecedores" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "grupos_search_dropdown_trgm" ON "grupos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "materiais_search_dropdown_trgm" ON "materiais" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "ocorrencias_search_dropdown_trgm" ON "ocorrencias" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "pontos_search_dropdown_trgm" ON "pontos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "rotas_search_dropdown_trgm" ON "rotas" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "solicitacoes_search_dropdown_trgm" ON "solicitacoes" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "transportadoras_search_dropdown_trgm" ON "transportadoras" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "usuarios_search_dropdown_trgm" ON "usuarios" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "ordens_servico_search_dropdown_trgm" ON "ordens_servico" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "veiculos_search_dropdown_trgm" ON "veiculos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE INDEX "insumos_search_dropdown_trgm" ON "insumos" USING gin ("search_dropdown" gin_trgm_ops);
