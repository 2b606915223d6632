ALTER TABLE "expedicoes_itens" ADD COLUMN "motivo_liberacao" text;
