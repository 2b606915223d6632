CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"dono_id" uuid,
	"dados" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "itinerarios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "itinerarios_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"data" date NOT NULL,
	"rota_id" uuid,
	"motorista_id" uuid NOT NULL,
	"veiculo_id" uuid NOT NULL,
	"status_id" uuid,
	"km_inicial" integer,
	"km_final" integer,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED
);

CREATE TABLE "itinerarios_paradas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"ponto_id" uuid NOT NULL,
	"solicitacao_id" uuid,
	"tipo" text,
	"previsto_em" timestamp with time zone,
	"finalizado_em" timestamp with time zone,
	"ocorrencia_id" uuid,
	"observacao" text,
	"recebedor_nome" text,
	"recebedor_documento" text,
	"lat" numeric(18, 4),
	"lng" numeric(18, 4),
	"foto_id" uuid
);

ALTER TABLE "itinerarios" ADD CONSTRAINT "itinerarios_rota_id_rotas_id_fk" FOREIGN KEY ("rota_id") REFERENCES "public"."rotas"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios" ADD CONSTRAINT "itinerarios_motorista_id_usuarios_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios" ADD CONSTRAINT "itinerarios_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios" ADD CONSTRAINT "itinerarios_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios_paradas" ADD CONSTRAINT "itinerarios_paradas_parent_id_itinerarios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."itinerarios"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "itinerarios_paradas" ADD CONSTRAINT "itinerarios_paradas_ponto_id_pontos_id_fk" FOREIGN KEY ("ponto_id") REFERENCES "public"."pontos"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios_paradas" ADD CONSTRAINT "itinerarios_paradas_solicitacao_id_solicitacoes_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios_paradas" ADD CONSTRAINT "itinerarios_paradas_ocorrencia_id_ocorrencias_id_fk" FOREIGN KEY ("ocorrencia_id") REFERENCES "public"."ocorrencias"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "itinerarios_paradas" ADD CONSTRAINT "itinerarios_paradas_foto_id_arquivos_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "itinerarios_search_trgm" ON "itinerarios" USING gin ("search" gin_trgm_ops);

CREATE UNIQUE INDEX "itinerarios_numero_unique" ON "itinerarios" USING btree ("numero");

CREATE INDEX "itinerarios_rota_id_idx" ON "itinerarios" USING btree ("rota_id");

CREATE INDEX "itinerarios_motorista_id_idx" ON "itinerarios" USING btree ("motorista_id");

CREATE INDEX "itinerarios_veiculo_id_idx" ON "itinerarios" USING btree ("veiculo_id");

CREATE INDEX "itinerarios_status_id_idx" ON "itinerarios" USING btree ("status_id");

CREATE UNIQUE INDEX "itinerarios_motorista_id_data_while_unique" ON "itinerarios" USING btree ("motorista_id","data") WHERE "status_id" IN ('01900000-0000-7000-8002-000000000300', '01900000-0000-7000-8002-000000000301');

CREATE UNIQUE INDEX "itinerarios_veiculo_id_data_while_unique" ON "itinerarios" USING btree ("veiculo_id","data") WHERE "status_id" IN ('01900000-0000-7000-8002-000000000300', '01900000-0000-7000-8002-000000000301');

CREATE INDEX "itinerarios_paradas_parent_idx" ON "itinerarios_paradas" USING btree ("parent_id","ordem");

CREATE INDEX "itinerarios_paradas_ponto_id_idx" ON "itinerarios_paradas" USING btree ("ponto_id");

CREATE INDEX "itinerarios_paradas_solicitacao_id_idx" ON "itinerarios_paradas" USING btree ("solicitacao_id");

CREATE INDEX "itinerarios_paradas_ocorrencia_id_idx" ON "itinerarios_paradas" USING btree ("ocorrencia_id");
