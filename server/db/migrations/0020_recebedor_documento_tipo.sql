ALTER TABLE "itinerarios_paradas" ADD COLUMN "recebedor_documento_tipo" text;
