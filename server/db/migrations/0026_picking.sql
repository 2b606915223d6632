CREATE TABLE "expedicoes_separacoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"item_id" text,
	"material_id" uuid NOT NULL,
	"lote" text,
	"endereco" text,
	"quantidade" numeric(18, 4) NOT NULL,
	"motivo" text
);

ALTER TABLE "expedicoes_separacoes" ADD CONSTRAINT "expedicoes_separacoes_parent_id_expedicoes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."expedicoes"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "expedicoes_separacoes" ADD CONSTRAINT "expedicoes_separacoes_material_id_materiais_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiais"("id") ON DELETE restrict ON UPDATE no action;

CREATE INDEX "expedicoes_separacoes_parent_idx" ON "expedicoes_separacoes" USING btree ("parent_id","ordem");

CREATE INDEX "expedicoes_separacoes_material_id_idx" ON "expedicoes_separacoes" USING btree ("material_id");
