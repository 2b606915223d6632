import { run } from '../../../server/crud/sql';
import { AppError, notFound, validationError } from '../../../server/errors';
import { binLabel, lotLabel, palletLabel, printedWords } from '../../../server/labels/build';
import type { Label } from '../../../server/labels/model';
import { labelsFile } from '../../../server/labels/render';
import { receiptSources, stockSources } from '../../../server/labels/sources';
import { palletSscc } from '../../../server/labels/sscc';
import { defineServer } from '../../../server/operations';
import { refuseUnknownBins } from '../../../server/stock/bins';
import { currentSettings } from '../../../server/settings';
import entradas from '../entradas';
import recebimentos from '../recebimentos';
import etiquetas from './index';

type Fields = Record<string, { message: string }>;

/**
 * Labels are reads (GET): the file skips the offline read cache and the idempotency store, and a
 * reprint is the same call again. The one thing a print may write, a receipt's SSCC at its first
 * print, goes to the primary (server/labels/sscc.ts). docs/decisions.md "Labels".
 */
export default defineServer(etiquetas, {
  operations: {
    // Only registered bins get a label (docs/decisions.md "Bins as data"): an unknown address is a 400 naming it.
    printBinLabels: async ({ query, db, reply, locale }) => {
      await refuseUnknownBins(db, query.endereco);
      return labelsFile(reply, query.endereco.map(binLabel), query.formato, 'enderecos', printedWords(locale)('titulo'));
    },

    printStockLabels: async ({ query, db, reply, locale }) => {
      const w = printedWords(locale);
      const sources = await stockSources(db, query.id);
      const fields: Fields = {};
      const labels: Label[] = [];
      sources.forEach((s, i) => {
        if (!s) {
          fields[`id.${i}`] = { message: 'resources.etiquetas.messages.sem_estoque' };
          return;
        }
        const made = lotLabel(s, w);
        if ('problem' in made) fields[`id.${i}`] = { message: made.problem.message };
        else labels.push(made.label);
      });
      if (Object.keys(fields).length) throw validationError(fields);
      return labelsFile(reply, labels, query.formato, 'estoque', w('titulo'));
    },

    printReceiptLabels: async ({ params, query, db, pool, records, user, reply, locale }) => {
      const w = printedWords(locale);
      const receipt = await records.read(db, recebimentos, params.id);
      if (!receipt) throw notFound();
      // After put-away: the confirmation is what posts the counted units into their bins.
      if (receipt.status_id !== recebimentos.statusIds.confirmado) {
        const status = (await records.names(db, 'status', [receipt.status_id])).get(receipt.status_id as string) ?? '';
        throw new AppError(409, 'resources.etiquetas.messages.recebimento_nao_confirmado', { status });
      }
      const labels: Label[] = [];
      const fields: Fields = {};
      (await receiptSources(db, params.id)).forEach((s, i) => {
        const made = lotLabel(s, w);
        if ('problem' in made) fields[`itens.${i}.${made.problem.field === 'lote' ? 'lote' : 'material_id'}`] = { message: made.problem.message };
        else labels.push(made.label);
      });
      if (Object.keys(fields).length) throw new AppError(409, 'app.errors.validation', {}, fields);
      if (query.palete === 'true') {
        const [settings] = await run<{ prefixo: string | null }>(db, currentSettings('gs1_prefixo_empresa AS prefixo'));
        if (!settings?.prefixo) throw validationError({ palete: { message: 'resources.etiquetas.messages.sem_prefixo' } });
        const entrada = await records.read(db, entradas, receipt.entrada_id as string);
        const fornecedor = (await records.names(db, 'fornecedores', [entrada?.fornecedor_id])).get(entrada?.fornecedor_id as string) ?? '';
        const sscc = await palletSscc(pool, params.id, settings.prefixo, user.id);
        labels.push(palletLabel({ sscc, recebimento: receipt.numero as number, nf: String(entrada?.numero_nf ?? ''), fornecedor }, w));
      }
      return labelsFile(reply, labels, query.formato, `recebimento-${receipt.numero}`, w('titulo'));
    },
  },
});
