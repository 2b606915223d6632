import { defineServer } from '../../../server/operations';
import { notFound } from '../../../server/errors';
import empresas from './index';

/**
 * A company and its branches share the first 8 characters of the CNPJ (the root; letters and
 * digits in an alphanumeric CNPJ, stored upper-case, so left(cnpj, 8) compares them as they are):
 * the company's page lists the others with the same root.
 */
export default defineServer(empresas, {
  operations: {
    getBranches: async ({ params, db }) => {
      const { rows } = await db.query(
        `SELECT b.id, b.razao_social, b.filial, b.cnpj, b.cidade, b.uf FROM empresas e
           JOIN empresas b ON left(b.cnpj, 8) = left(e.cnpj, 8) AND b.id <> e.id
          WHERE e.id = $1 ORDER BY b.cnpj`,
        [params.id],
      );
      const exists = rows.length || (await db.query('SELECT 1 FROM empresas WHERE id = $1', [params.id])).rowCount;
      if (!exists) throw notFound();
      return rows;
    },
  },
});
