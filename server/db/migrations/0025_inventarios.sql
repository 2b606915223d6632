CREATE TABLE "inventarios_posicoes" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"inventario_id" uuid NOT NULL,
	"saldo" numeric(18, 4) NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "inventarios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "inventarios_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motivo" text NOT NULL,
	"escopo" text DEFAULT 'enderecos' NOT NULL,
	"abc_quantidade" integer,
	"abc_dias" integer DEFAULT 90 NOT NULL,
	"tolerancia" numeric(18, 4) DEFAULT 0 NOT NULL,
	"tolerancia_percentual" numeric(18, 4) DEFAULT 0 NOT NULL,
	"status_id" uuid,
	"iniciado_em" timestamp with time zone,
	"aprovado_em" timestamp with time zone,
	"observacao" text,
	"search" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '') || ' ' || coalesce("motivo"::text, '')))) STORED,
	"search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("numero"::text, '')))) STORED
);

CREATE TABLE "inventarios_enderecos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"endereco" text NOT NULL
);

CREATE TABLE "inventarios_materiais" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"material_id" uuid NOT NULL
);

CREATE TABLE "inventarios_contadores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"usuario_id" uuid NOT NULL
);

CREATE TABLE "inventarios_itens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"endereco" text NOT NULL,
	"material_id" uuid NOT NULL,
	"lote" text,
	"validade" date,
	"adicionada" boolean DEFAULT false NOT NULL,
	"contado" numeric(18, 4),
	"contado_por" uuid,
	"contado_em" timestamp with time zone,
	"contagens" integer DEFAULT 0 NOT NULL,
	"recontar" boolean DEFAULT false NOT NULL
);

ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "inventarios_enderecos" ADD CONSTRAINT "inventarios_enderecos_parent_id_inventarios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "inventarios_materiais" ADD CONSTRAINT "inventarios_materiais_parent_id_inventarios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "inventarios_materiais" ADD CONSTRAINT "inventarios_materiais_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "inventarios_contadores" ADD CONSTRAINT "inventarios_contadores_parent_id_inventarios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "inventarios_contadores" ADD CONSTRAINT "inventarios_contadores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "inventarios_itens" ADD CONSTRAINT "inventarios_itens_parent_id_inventarios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "inventarios_itens" ADD CONSTRAINT "inventarios_itens_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

ALTER TABLE "inventarios_itens" ADD CONSTRAINT "inventarios_itens_contado_por_usuarios_id_fk" FOREIGN KEY ("contado_por") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "inventarios_posicoes_inventario_idx" ON "inventarios_posicoes" USING btree ("inventario_id");

CREATE INDEX "inventarios_search_trgm" ON "inventarios" USING gin ("search" gin_trgm_ops);

CREATE INDEX "inventarios_search_dropdown_trgm" ON "inventarios" USING gin ("search_dropdown" gin_trgm_ops);

CREATE UNIQUE INDEX "inventarios_numero_unique" ON "inventarios" USING btree ("numero");

CREATE INDEX "inventarios_status_id_idx" ON "inventarios" USING btree ("status_id");

CREATE INDEX "inventarios_enderecos_parent_idx" ON "inventarios_enderecos" USING btree ("parent_id","ordem");

CREATE INDEX "inventarios_materiais_parent_idx" ON "inventarios_materiais" USING btree ("parent_id","ordem");

CREATE INDEX "inventarios_materiais_material_id_idx" ON "inventarios_materiais" USING btree ("material_id");

CREATE INDEX "inventarios_contadores_parent_idx" ON "inventarios_contadores" USING btree ("parent_id","ordem");

CREATE INDEX "inventarios_contadores_usuario_id_idx" ON "inventarios_contadores" USING btree ("usuario_id");

CREATE INDEX "inventarios_itens_parent_idx" ON "inventarios_itens" USING btree ("parent_id","ordem");

CREATE INDEX "inventarios_itens_material_id_idx" ON "inventarios_itens" USING btree ("material_id");

CREATE INDEX "inventarios_itens_contado_por_idx" ON "inventarios_itens" USING btree ("contado_por");
