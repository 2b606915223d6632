import { run } from '../../../server/crud/sql';
import { defineServer } from '../../../server/operations';
import { gtinForms, parseScan } from '../../registry/gs1';
import leituras from './index';

interface Row { id: string; codigo: string; descricao: string; unidade: string | null; via: 'codigo' | 'gtin' | 'fornecedor'; fator: string }

export default defineServer(leituras, {
  operations: {
    /** A material matched by its own code first; a supplier's mapping only for materials not matched so. */
    resolveCode: async ({ query, db }) => {
      const read = parseScan(query.codigo);
      const gtin = read.kind === 'gtin' || read.kind === 'gs1' ? read.data.gtin : undefined;
      const codes = [...new Set([read.kind === 'gs1' ? '' : read.text, ...(gtin ? gtinForms(gtin) : [])].filter(Boolean))];
      const rows = await run<Row>(db, `
        SELECT * FROM (
        SELECT m.id, m.codigo, m.descricao, m.unidade::text AS unidade, CASE WHEN $3::text[] @> ARRAY[m.codigo] THEN 'gtin' ELSE 'codigo' END AS via, '1' AS fator
          FROM materiais m WHERE m.codigo = ANY($1::text[])
        UNION ALL
        SELECT m.id, m.codigo, m.descricao, m.unidade::text, 'fornecedor', f.fator_conversao::text
          FROM materiais_fornecedores f JOIN materiais m ON m.id = f.material_id
         WHERE f.codigo_fornecedor = ANY($1::text[]) AND ($2::uuid IS NULL OR f.fornecedor_id = $2)
        ) found ORDER BY via = 'fornecedor', codigo`, [codes, query.fornecedor_id ?? null, gtin ? gtinForms(gtin) : []], 'leituras:materiais');
      const seen = new Set<string>();
      const data = rows.filter((r) => !seen.has(r.id) && !!seen.add(r.id)).map((r) => ({ ...r, fator: Number(r.fator) }));
      return { data };
    },
  },
});
