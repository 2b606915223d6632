CREATE TABLE "estoque_movimentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "estoque_movimentos_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"material_id" uuid NOT NULL,
	"lote" text DEFAULT '' NOT NULL,
	"validade" date,
	"endereco" text NOT NULL,
	"quantidade" numeric(18, 4) NOT NULL,
	"bloqueada" numeric(18, 4) DEFAULT 0 NOT NULL,
	"origem" text NOT NULL,
	"documento_id" uuid,
	"motivo" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_movimentos_origem" CHECK ("estoque_movimentos"."origem" IN ('recebimento', 'expedicao', 'ajuste')),
	CONSTRAINT "estoque_movimentos_nonzero" CHECK ("estoque_movimentos"."quantidade" <> 0 OR "estoque_movimentos"."bloqueada" <> 0)
);

CREATE TABLE "estoque_reservas" (
	"documento_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"lote" text DEFAULT '' NOT NULL,
	"endereco" text NOT NULL,
	"quantidade" numeric(18, 4) NOT NULL,
	CONSTRAINT "estoque_reservas_documento_id_material_id_lote_endereco_pk" PRIMARY KEY("documento_id","material_id","lote","endereco"),
	CONSTRAINT "estoque_reservas_quantidade" CHECK ("estoque_reservas"."quantidade" > 0)
);

CREATE TABLE "estoque_saldos" (
	"material_id" uuid NOT NULL,
	"lote" text DEFAULT '' NOT NULL,
	"endereco" text NOT NULL,
	"validade" date,
	"quantidade" numeric(18, 4) DEFAULT 0 NOT NULL,
	"reservada" numeric(18, 4) DEFAULT 0 NOT NULL,
	"bloqueada" numeric(18, 4) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_saldos_material_id_lote_endereco_pk" PRIMARY KEY("material_id","lote","endereco"),
	CONSTRAINT "estoque_saldos_quantidade" CHECK ("estoque_saldos"."quantidade" >= 0),
	CONSTRAINT "estoque_saldos_reservada" CHECK ("estoque_saldos"."reservada" >= 0),
	CONSTRAINT "estoque_saldos_bloqueada" CHECK ("estoque_saldos"."bloqueada" >= 0),
	CONSTRAINT "estoque_saldos_disponivel" CHECK ("estoque_saldos"."reservada" + "estoque_saldos"."bloqueada" <= "estoque_saldos"."quantidade")
);

CREATE TABLE "motivos_ressalvas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"bloqueia_estoque" boolean DEFAULT false NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '') || ' ' || coalesce("descricao"::text, '')))) STORED,
	"search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("nome"::text, '')))) STORED
);

CREATE TABLE "materiais_fornecedores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"fornecedor_id" uuid NOT NULL,
	"codigo_fornecedor" text NOT NULL,
	"material_id" uuid NOT NULL,
	"fator_conversao" numeric(18, 4) DEFAULT 1 NOT NULL,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("codigo_fornecedor"::text, '')))) STORED
);

CREATE TABLE "agendamentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "agendamentos_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text DEFAULT 'recebimento' NOT NULL,
	"data" date NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	"doca" integer NOT NULL,
	"transportadora_id" uuid,
	"fornecedor_id" uuid,
	"cliente_id" uuid,
	"placa" text,
	"motorista_nome" text,
	"status_id" uuid,
	"observacao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '') || ' ' || coalesce("placa"::text, '') || ' ' || coalesce("motorista_nome"::text, '')))) STORED,
	"search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED,
	CONSTRAINT "agendamentos_hora_fim_before" CHECK ("hora_inicio" < "hora_fim")
);

CREATE TABLE "agendamentos_notas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"chave_acesso" text NOT NULL
);

CREATE TABLE "entradas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero_nf" text NOT NULL,
	"serie" text,
	"chave_acesso" text,
	"fornecedor_id" uuid NOT NULL,
	"empresa_id" uuid,
	"data_emissao" date NOT NULL,
	"agendamento_id" uuid,
	"status_id" uuid,
	"valor_total" numeric(14, 2),
	"arquivo_id" uuid,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero_nf"::text, '') || ' ' || coalesce("chave_acesso"::text, '')))) STORED,
	"search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero_nf"::text, '')))) STORED
);

CREATE TABLE "entradas_itens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"material_id" uuid NOT NULL,
	"codigo_fornecedor" text,
	"quantidade_nf" numeric(18, 4),
	"lote" text,
	"validade" date,
	"quantidade" numeric(18, 4) NOT NULL,
	"valor_unitario" numeric(14, 2)
);

CREATE TABLE "recebimentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "recebimentos_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entrada_id" uuid NOT NULL,
	"data" timestamp with time zone,
	"conferente_id" uuid,
	"status_id" uuid,
	"confirmado_em" timestamp with time zone,
	"observacao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED
);

CREATE TABLE "recebimentos_itens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"entrada_item_id" text NOT NULL,
	"quantidade_recebida" numeric(18, 4) NOT NULL,
	"endereco" text NOT NULL,
	"motivo_ressalva_id" uuid,
	"observacao" text
);

CREATE TABLE "expedicoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero_nf" text NOT NULL,
	"serie" text,
	"chave_acesso" text,
	"destinatario_id" uuid NOT NULL,
	"cliente_id" uuid,
	"data" date NOT NULL,
	"status_id" uuid,
	"romaneio_id" uuid,
	"volumes" integer,
	"expedida_em" timestamp with time zone,
	"observacao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero_nf"::text, '') || ' ' || coalesce("chave_acesso"::text, '')))) STORED,
	"search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero_nf"::text, '')))) STORED
);

CREATE TABLE "expedicoes_itens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"material_id" uuid NOT NULL,
	"lote" text,
	"endereco" text,
	"quantidade" numeric(18, 4) NOT NULL
);

CREATE TABLE "romaneios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "romaneios_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"data" date NOT NULL,
	"transportadora_id" uuid,
	"veiculo_id" uuid,
	"motorista_id" uuid,
	"status_id" uuid,
	"volumes" integer,
	"peso_total" numeric(18, 4),
	"observacao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED
);

CREATE TABLE "romaneios_expedicoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"expedicao_id" uuid NOT NULL
);

ALTER TABLE "configuracoes" ADD COLUMN "conferencia_cega" boolean DEFAULT false NOT NULL;

ALTER TABLE "clientes" ADD COLUMN "validade_minima_dias" integer;

ALTER TABLE "materiais_fornecedores" ADD CONSTRAINT "materiais_fornecedores_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "materiais_fornecedores" ADD CONSTRAINT "materiais_fornecedores_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_transportadora_id_transportadoras_id_fk" FOREIGN KEY ("transportadora_id") REFERENCES "public"."transportadoras"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "agendamentos_notas" ADD CONSTRAINT "agendamentos_notas_parent_id_agendamentos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agendamentos"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "entradas" ADD CONSTRAINT "entradas_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "entradas" ADD CONSTRAINT "entradas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "entradas" ADD CONSTRAINT "entradas_agendamento_id_agendamentos_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamentos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "entradas" ADD CONSTRAINT "entradas_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "entradas" ADD CONSTRAINT "entradas_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "entradas_itens" ADD CONSTRAINT "entradas_itens_parent_id_entradas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."entradas"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "entradas_itens" ADD CONSTRAINT "entradas_itens_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_entrada_id_entradas_id_fk" FOREIGN KEY ("entrada_id") REFERENCES "public"."entradas"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_conferente_id_usuarios_id_fk" FOREIGN KEY ("conferente_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "recebimentos_itens" ADD CONSTRAINT "recebimentos_itens_parent_id_recebimentos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recebimentos"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "recebimentos_itens" ADD CONSTRAINT "recebimentos_itens_motivo_ressalva_id_motivos_ressalvas_id_fk" FOREIGN KEY ("motivo_ressalva_id") REFERENCES "public"."motivos_ressalvas"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "expedicoes" ADD CONSTRAINT "expedicoes_destinatario_id_destinatarios_id_fk" FOREIGN KEY ("destinatario_id") REFERENCES "public"."destinatarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "expedicoes" ADD CONSTRAINT "expedicoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "expedicoes" ADD CONSTRAINT "expedicoes_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "expedicoes_itens" ADD CONSTRAINT "expedicoes_itens_parent_id_expedicoes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."expedicoes"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "expedicoes_itens" ADD CONSTRAINT "expedicoes_itens_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "romaneios" ADD CONSTRAINT "romaneios_transportadora_id_transportadoras_id_fk" FOREIGN KEY ("transportadora_id") REFERENCES "public"."transportadoras"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "romaneios" ADD CONSTRAINT "romaneios_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "romaneios" ADD CONSTRAINT "romaneios_motorista_id_usuarios_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "romaneios" ADD CONSTRAINT "romaneios_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "romaneios_expedicoes" ADD CONSTRAINT "romaneios_expedicoes_parent_id_romaneios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."romaneios"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "romaneios_expedicoes" ADD CONSTRAINT "romaneios_expedicoes_expedicao_id_expedicoes_id_fk" FOREIGN KEY ("expedicao_id") REFERENCES "public"."expedicoes"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "estoque_movimentos_key_idx" ON "estoque_movimentos" USING btree ("material_id","lote","endereco","seq");

CREATE INDEX "estoque_movimentos_documento_idx" ON "estoque_movimentos" USING btree ("documento_id");

CREATE INDEX "estoque_movimentos_created_idx" ON "estoque_movimentos" USING btree ("created_at");

CREATE INDEX "estoque_reservas_key_idx" ON "estoque_reservas" USING btree ("material_id","lote","endereco");

CREATE INDEX "estoque_saldos_endereco_idx" ON "estoque_saldos" USING btree ("endereco");

CREATE INDEX "estoque_saldos_validade_idx" ON "estoque_saldos" USING btree ("material_id","validade");

CREATE INDEX "motivos_ressalvas_search_trgm" ON "motivos_ressalvas" USING gin ("search" gin_trgm_ops);

CREATE INDEX "motivos_ressalvas_search_dropdown_trgm" ON "motivos_ressalvas" USING gin ("search_dropdown" gin_trgm_ops);

CREATE UNIQUE INDEX "motivos_ressalvas_nome_unique" ON "motivos_ressalvas" USING btree ("nome");

CREATE INDEX "materiais_fornecedores_search_trgm" ON "materiais_fornecedores" USING gin ("search" gin_trgm_ops);

CREATE INDEX "materiais_fornecedores_fornecedor_id_idx" ON "materiais_fornecedores" USING btree ("fornecedor_id");

CREATE INDEX "materiais_fornecedores_material_id_idx" ON "materiais_fornecedores" USING btree ("material_id");

CREATE INDEX "agendamentos_search_trgm" ON "agendamentos" USING gin ("search" gin_trgm_ops);

CREATE INDEX "agendamentos_search_dropdown_trgm" ON "agendamentos" USING gin ("search_dropdown" gin_trgm_ops);

CREATE UNIQUE INDEX "agendamentos_numero_unique" ON "agendamentos" USING btree ("numero");

CREATE INDEX "agendamentos_data_idx" ON "agendamentos" USING btree ("data");

CREATE INDEX "agendamentos_transportadora_id_idx" ON "agendamentos" USING btree ("transportadora_id");

CREATE INDEX "agendamentos_fornecedor_id_idx" ON "agendamentos" USING btree ("fornecedor_id");

CREATE INDEX "agendamentos_cliente_id_idx" ON "agendamentos" USING btree ("cliente_id");

CREATE INDEX "agendamentos_status_id_idx" ON "agendamentos" USING btree ("status_id");

CREATE INDEX "agendamentos_notas_parent_idx" ON "agendamentos_notas" USING btree ("parent_id","ordem");

CREATE INDEX "entradas_search_trgm" ON "entradas" USING gin ("search" gin_trgm_ops);

CREATE INDEX "entradas_search_dropdown_trgm" ON "entradas" USING gin ("search_dropdown" gin_trgm_ops);

CREATE UNIQUE INDEX "entradas_chave_acesso_unique" ON "entradas" USING btree ("chave_acesso");

CREATE INDEX "entradas_fornecedor_id_idx" ON "entradas" USING btree ("fornecedor_id");

CREATE INDEX "entradas_empresa_id_idx" ON "entradas" USING btree ("empresa_id");

CREATE INDEX "entradas_data_emissao_idx" ON "entradas" USING btree ("data_emissao");

CREATE INDEX "entradas_agendamento_id_idx" ON "entradas" USING btree ("agendamento_id");

CREATE INDEX "entradas_status_id_idx" ON "entradas" USING btree ("status_id");

CREATE INDEX "entradas_arquivo_id_idx" ON "entradas" USING btree ("arquivo_id");

CREATE INDEX "entradas_itens_parent_idx" ON "entradas_itens" USING btree ("parent_id","ordem");

CREATE INDEX "entradas_itens_material_id_idx" ON "entradas_itens" USING btree ("material_id");

CREATE INDEX "recebimentos_search_trgm" ON "recebimentos" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "recebimentos_numero_unique" ON "recebimentos" USING btree ("numero");

CREATE INDEX "recebimentos_entrada_id_idx" ON "recebimentos" USING btree ("entrada_id");

CREATE INDEX "recebimentos_conferente_id_idx" ON "recebimentos" USING btree ("conferente_id");

CREATE INDEX "recebimentos_status_id_idx" ON "recebimentos" USING btree ("status_id");

CREATE UNIQUE INDEX "recebimentos_entrada_id_while_unique" ON "recebimentos" USING btree ("entrada_id") WHERE "status_id" IN ('01900000-0000-7000-8002-000000000600', '01900000-0000-7000-8002-000000000601', '01900000-0000-7000-8002-000000000602');

CREATE INDEX "recebimentos_itens_parent_idx" ON "recebimentos_itens" USING btree ("parent_id","ordem");

CREATE INDEX "recebimentos_itens_motivo_ressalva_id_idx" ON "recebimentos_itens" USING btree ("motivo_ressalva_id");

CREATE INDEX "expedicoes_search_trgm" ON "expedicoes" USING gin ("search" gin_trgm_ops);

CREATE INDEX "expedicoes_search_dropdown_trgm" ON "expedicoes" USING gin ("search_dropdown" gin_trgm_ops);

CREATE UNIQUE INDEX "expedicoes_chave_acesso_unique" ON "expedicoes" USING btree ("chave_acesso");

CREATE INDEX "expedicoes_destinatario_id_idx" ON "expedicoes" USING btree ("destinatario_id");

CREATE INDEX "expedicoes_cliente_id_idx" ON "expedicoes" USING btree ("cliente_id");

CREATE INDEX "expedicoes_data_idx" ON "expedicoes" USING btree ("data");

CREATE INDEX "expedicoes_status_id_idx" ON "expedicoes" USING btree ("status_id");

CREATE INDEX "expedicoes_romaneio_id_idx" ON "expedicoes" USING btree ("romaneio_id");

CREATE INDEX "expedicoes_itens_parent_idx" ON "expedicoes_itens" USING btree ("parent_id","ordem");

CREATE INDEX "expedicoes_itens_material_id_idx" ON "expedicoes_itens" USING btree ("material_id");

CREATE INDEX "romaneios_search_trgm" ON "romaneios" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "romaneios_numero_unique" ON "romaneios" USING btree ("numero");

CREATE INDEX "romaneios_data_idx" ON "romaneios" USING btree ("data");

CREATE INDEX "romaneios_transportadora_id_idx" ON "romaneios" USING btree ("transportadora_id");

CREATE INDEX "romaneios_veiculo_id_idx" ON "romaneios" USING btree ("veiculo_id");

CREATE INDEX "romaneios_motorista_id_idx" ON "romaneios" USING btree ("motorista_id");

CREATE INDEX "romaneios_status_id_idx" ON "romaneios" USING btree ("status_id");

CREATE INDEX "romaneios_expedicoes_parent_idx" ON "romaneios_expedicoes" USING btree ("parent_id","ordem");

CREATE INDEX "romaneios_expedicoes_expedicao_id_idx" ON "romaneios_expedicoes" USING btree ("expedicao_id");

-- Written by hand below: what drizzle's schema cannot declare.

-- The dock calendar (docs/domain.md "Warehousing"): two live bookings of one dock never overlap in time. The database
-- decides, so two users racing for one slot get one booking and one 409. Cancelled and no-show bookings free the dock.
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_doca_livre" EXCLUDE USING gist (
  "doca" WITH =,
  tsrange("data" + "hora_inicio", "data" + "hora_fim") WITH &&
) WHERE ("status_id" IS DISTINCT FROM '01900000-0000-7000-8002-000000000403' AND "status_id" IS DISTINCT FROM '01900000-0000-7000-8002-000000000404');

-- One mapping per supplier product code (docs/domain.md "Warehousing").
CREATE UNIQUE INDEX "materiais_fornecedores_codigo_unique" ON "materiais_fornecedores" ("fornecedor_id", "codigo_fornecedor");

-- Stock refers to real materiais; a material with stock or history cannot be deleted.
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_material_fk" FOREIGN KEY ("material_id") REFERENCES "materiais"("id");
ALTER TABLE "estoque_saldos" ADD CONSTRAINT "estoque_saldos_material_fk" FOREIGN KEY ("material_id") REFERENCES "materiais"("id");
ALTER TABLE "estoque_reservas" ADD CONSTRAINT "estoque_reservas_material_fk" FOREIGN KEY ("material_id") REFERENCES "materiais"("id");

-- The ledger is append-only: a correction is a new movement (origem 'ajuste'), never an edit.
CREATE OR REPLACE FUNCTION estoque_movimentos_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'estoque_movimentos is append-only' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER "estoque_movimentos_imutavel" BEFORE UPDATE OR DELETE ON "estoque_movimentos"
  FOR EACH ROW EXECUTE FUNCTION estoque_movimentos_imutavel();
