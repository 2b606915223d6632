CREATE TABLE "aeroportos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"cidade" text,
	"uf" text,
	"pais" text DEFAULT 'Brasil' NOT NULL,
	"latlng" jsonb,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("sigla"::text, '') || ' ' || coalesce("nome"::text, '') || ' ' || coalesce("cidade"::text, '')))) STORED
);

CREATE TABLE "materiais" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"categoria_id" uuid,
	"tipo_id" uuid,
	"unidade" text DEFAULT 'UN' NOT NULL,
	"peso_kg" numeric(18, 4),
	"volume_m3" numeric(18, 4),
	"valor_unitario" numeric(14, 2),
	"controla_lote" boolean DEFAULT false NOT NULL,
	"controla_validade" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("codigo"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED
);

CREATE TABLE "ocorrencias" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"tipo_id" uuid,
	"exige_foto" boolean DEFAULT false NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED
);

CREATE TABLE "pontos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"codigo" text NOT NULL,
	"nome_fantazia" text NOT NULL,
	"razao_social" text,
	"cpf_cnpj" text,
	"tipo_id" uuid,
	"cliente_id" uuid,
	"aeroporto_id" uuid,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"latlng" jsonb,
	"telefone" text,
	"contato" text,
	"janela_inicio" time,
	"janela_fim" time,
	"ativo" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("codigo"::text, '') || ' ' || coalesce("nome_fantazia"::text, '') || ' ' || coalesce("razao_social"::text, '') || ' ' || coalesce("cpf_cnpj"::text, '') || ' ' || coalesce("cidade"::text, '')))) STORED,
	CONSTRAINT "pontos_janela_fim_before" CHECK ("janela_inicio" < "janela_fim")
);

CREATE TABLE "rotas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"distancia_km" numeric(18, 4),
	"tempo_estimado_min" integer,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("codigo"::text, '') || ' ' || coalesce("nome"::text, '')))) STORED
);

CREATE TABLE "rotas_paradas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"ponto_id" uuid NOT NULL
);

CREATE TABLE "solicitacoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "solicitacoes_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" uuid NOT NULL,
	"tipo_id" uuid,
	"origem_id" uuid NOT NULL,
	"destino_id" uuid NOT NULL,
	"aeroporto_id" uuid,
	"data_prevista" date NOT NULL,
	"status_id" uuid,
	"peso_total" numeric(18, 4),
	"volume_total" numeric(18, 4),
	"observacao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '') || ' ' || coalesce("observacao"::text, '')))) STORED,
	CONSTRAINT "solicitacoes_destino_id_different" CHECK ("origem_id" <> "destino_id")
);

CREATE TABLE "solicitacoes_itens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"material_id" uuid NOT NULL,
	"quantidade" numeric(18, 4) NOT NULL,
	"peso_kg" numeric(18, 4),
	"volume_m3" numeric(18, 4)
);

CREATE TABLE "ordens_servico" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "ordens_servico_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" uuid NOT NULL,
	"empresa_id" uuid,
	"tipo_id" uuid,
	"status_id" uuid,
	"solicitacao_id" uuid,
	"responsavel_id" uuid,
	"data_abertura" timestamp with time zone,
	"data_prevista" date,
	"data_conclusao" timestamp with time zone,
	"descricao" text NOT NULL,
	"valor" numeric(14, 2),
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED
);

CREATE TABLE "veiculos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"placa" text NOT NULL,
	"modelo" text NOT NULL,
	"marca" text,
	"ano" integer,
	"tipo_id" uuid,
	"capacidade_kg" numeric(18, 4),
	"capacidade_m3" numeric(18, 4),
	"renavam" text,
	"transportadora_id" uuid,
	"ativo" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("placa"::text, '') || ' ' || coalesce("modelo"::text, '') || ' ' || coalesce("marca"::text, '') || ' ' || coalesce("renavam"::text, '')))) STORED
);

CREATE TABLE "insumos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"veiculo_id" uuid NOT NULL,
	"motorista_id" uuid,
	"ponto_id" uuid,
	"descricao" text NOT NULL,
	"tipo_id" uuid,
	"quantidade" numeric(18, 4),
	"valor_unitario" numeric(14, 2),
	"valor_total" numeric(14, 2),
	"bandeira_id" uuid,
	"cartao" text,
	"fator_calculo_id" uuid,
	"status_id" uuid,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("descricao"::text, '') || ' ' || coalesce("cartao"::text, '')))) STORED
);

ALTER TABLE "materiais" ADD CONSTRAINT "materiais_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "materiais" ADD CONSTRAINT "materiais_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ocorrencias" ADD CONSTRAINT "ocorrencias_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "pontos" ADD CONSTRAINT "pontos_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "pontos" ADD CONSTRAINT "pontos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "pontos" ADD CONSTRAINT "pontos_aeroporto_id_aeroportos_id_fk" FOREIGN KEY ("aeroporto_id") REFERENCES "public"."aeroportos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "rotas_paradas" ADD CONSTRAINT "rotas_paradas_parent_id_rotas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rotas"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "rotas_paradas" ADD CONSTRAINT "rotas_paradas_ponto_id_pontos_id_fk" FOREIGN KEY ("ponto_id") REFERENCES "public"."pontos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes" ADD CONSTRAINT "solicitacoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes" ADD CONSTRAINT "solicitacoes_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes" ADD CONSTRAINT "solicitacoes_origem_id_pontos_id_fk" FOREIGN KEY ("origem_id") REFERENCES "public"."pontos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes" ADD CONSTRAINT "solicitacoes_destino_id_pontos_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."pontos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes" ADD CONSTRAINT "solicitacoes_aeroporto_id_aeroportos_id_fk" FOREIGN KEY ("aeroporto_id") REFERENCES "public"."aeroportos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes" ADD CONSTRAINT "solicitacoes_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "solicitacoes_itens" ADD CONSTRAINT "solicitacoes_itens_parent_id_solicitacoes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solicitacoes"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "solicitacoes_itens" ADD CONSTRAINT "solicitacoes_itens_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_solicitacao_id_solicitacoes_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_responsavel_id_usuarios_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_transportadora_id_transportadoras_id_fk" FOREIGN KEY ("transportadora_id") REFERENCES "public"."transportadoras"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_motorista_id_usuarios_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_ponto_id_pontos_id_fk" FOREIGN KEY ("ponto_id") REFERENCES "public"."pontos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_tipo_id_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_bandeira_id_bandeiras_id_fk" FOREIGN KEY ("bandeira_id") REFERENCES "public"."bandeiras"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_fator_calculo_id_fator_calculos_id_fk" FOREIGN KEY ("fator_calculo_id") REFERENCES "public"."fator_calculos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "insumos" ADD CONSTRAINT "insumos_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "aeroportos_search_trgm" ON "aeroportos" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "aeroportos_sigla_unique" ON "aeroportos" USING btree ("sigla");

CREATE INDEX "materiais_search_trgm" ON "materiais" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "materiais_codigo_unique" ON "materiais" USING btree ("codigo");

CREATE INDEX "materiais_categoria_id_idx" ON "materiais" USING btree ("categoria_id");

CREATE INDEX "materiais_tipo_id_idx" ON "materiais" USING btree ("tipo_id");

CREATE INDEX "ocorrencias_search_trgm" ON "ocorrencias" USING gin ("search" gin_trgm_ops);

CREATE INDEX "ocorrencias_tipo_id_idx" ON "ocorrencias" USING btree ("tipo_id");

CREATE INDEX "pontos_search_trgm" ON "pontos" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "pontos_codigo_unique" ON "pontos" USING btree ("codigo");

CREATE INDEX "pontos_tipo_id_idx" ON "pontos" USING btree ("tipo_id");

CREATE INDEX "pontos_cliente_id_idx" ON "pontos" USING btree ("cliente_id");

CREATE INDEX "pontos_aeroporto_id_idx" ON "pontos" USING btree ("aeroporto_id");

CREATE INDEX "rotas_search_trgm" ON "rotas" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "rotas_codigo_unique" ON "rotas" USING btree ("codigo");

CREATE INDEX "rotas_paradas_parent_idx" ON "rotas_paradas" USING btree ("parent_id","ordem");

CREATE INDEX "rotas_paradas_ponto_id_idx" ON "rotas_paradas" USING btree ("ponto_id");

CREATE INDEX "solicitacoes_search_trgm" ON "solicitacoes" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "solicitacoes_numero_unique" ON "solicitacoes" USING btree ("numero");

CREATE INDEX "solicitacoes_cliente_id_idx" ON "solicitacoes" USING btree ("cliente_id");

CREATE INDEX "solicitacoes_tipo_id_idx" ON "solicitacoes" USING btree ("tipo_id");

CREATE INDEX "solicitacoes_origem_id_idx" ON "solicitacoes" USING btree ("origem_id");

CREATE INDEX "solicitacoes_destino_id_idx" ON "solicitacoes" USING btree ("destino_id");

CREATE INDEX "solicitacoes_aeroporto_id_idx" ON "solicitacoes" USING btree ("aeroporto_id");

CREATE INDEX "solicitacoes_status_id_idx" ON "solicitacoes" USING btree ("status_id");

CREATE INDEX "solicitacoes_itens_parent_idx" ON "solicitacoes_itens" USING btree ("parent_id","ordem");

CREATE INDEX "solicitacoes_itens_material_id_idx" ON "solicitacoes_itens" USING btree ("material_id");

CREATE INDEX "ordens_servico_search_trgm" ON "ordens_servico" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "ordens_servico_numero_unique" ON "ordens_servico" USING btree ("numero");

CREATE INDEX "ordens_servico_cliente_id_idx" ON "ordens_servico" USING btree ("cliente_id");

CREATE INDEX "ordens_servico_empresa_id_idx" ON "ordens_servico" USING btree ("empresa_id");

CREATE INDEX "ordens_servico_tipo_id_idx" ON "ordens_servico" USING btree ("tipo_id");

CREATE INDEX "ordens_servico_status_id_idx" ON "ordens_servico" USING btree ("status_id");

CREATE INDEX "ordens_servico_solicitacao_id_idx" ON "ordens_servico" USING btree ("solicitacao_id");

CREATE INDEX "ordens_servico_responsavel_id_idx" ON "ordens_servico" USING btree ("responsavel_id");

CREATE INDEX "veiculos_search_trgm" ON "veiculos" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "veiculos_placa_unique" ON "veiculos" USING btree ("placa");

CREATE INDEX "veiculos_tipo_id_idx" ON "veiculos" USING btree ("tipo_id");

CREATE UNIQUE INDEX "veiculos_renavam_unique" ON "veiculos" USING btree ("renavam");

CREATE INDEX "veiculos_transportadora_id_idx" ON "veiculos" USING btree ("transportadora_id");

CREATE INDEX "insumos_search_trgm" ON "insumos" USING gin ("search" gin_trgm_ops);

CREATE INDEX "insumos_veiculo_id_idx" ON "insumos" USING btree ("veiculo_id");

CREATE INDEX "insumos_motorista_id_idx" ON "insumos" USING btree ("motorista_id");

CREATE INDEX "insumos_ponto_id_idx" ON "insumos" USING btree ("ponto_id");

CREATE INDEX "insumos_tipo_id_idx" ON "insumos" USING btree ("tipo_id");

CREATE INDEX "insumos_bandeira_id_idx" ON "insumos" USING btree ("bandeira_id");

CREATE INDEX "insumos_fator_calculo_id_idx" ON "insumos" USING btree ("fator_calculo_id");

CREATE INDEX "insumos_status_id_idx" ON "insumos" USING btree ("status_id");
