import type { ResourceServer } from '../crud/hooks';
import { hasRole } from '../../src/registry/roles';
import { forbidden, notFound } from '../errors';
import { isUuid } from '../crud/query';

/**
 * A company and its branches share the first 8 characters of the CNPJ (the root; letters and
 * digits in an alphanumeric CNPJ, stored upper-case, so left(cnpj, 8) compares them as they are):
 * the company's page lists the others with the same root.
 */
const empresas: ResourceServer = {
  routes(app, { pool }) {
    app.get<{ Params: { id: string } }>('/v1/empresas/:id/filiais', {
      schema: { tags: ['empresas'], summary: 'Companies that share this one\'s CNPJ root (its branches or head office)' },
    }, async (req) => {
      if (!hasRole(req.user?.roles, 'view-empresas')) throw forbidden();
      if (!isUuid(req.params.id)) throw notFound();
      const { rows } = await pool.query(
        `SELECT b.id, b.razao_social, b.filial, b.cnpj, b.cidade, b.uf FROM empresas e
           JOIN empresas b ON left(b.cnpj, 8) = left(e.cnpj, 8) AND b.id <> e.id
          WHERE e.id = $1 ORDER BY b.cnpj`,
        [req.params.id],
      );
      const exists = rows.length || (await pool.query('SELECT 1 FROM empresas WHERE id = $1', [req.params.id])).rowCount;
      if (!exists) throw notFound();
      return rows;
    });
  },
};

export default empresas;
