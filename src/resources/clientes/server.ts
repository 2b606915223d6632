import { defineServer } from '../../../server/operations';
import clientes from './index';
import { validationError } from '../../../server/errors';

/** A pessoa física has a CPF (11 digits), a pessoa jurídica a CNPJ (14 positions, letters allowed in the first 12). */
export default defineServer(clientes, {
  async beforeWrite(data, { existing }) {
    const tipo = (data.tipo_pessoa ?? existing?.tipo_pessoa) as string | undefined;
    const documento = (data.cpf_cnpj ?? existing?.cpf_cnpj) as string | undefined;
    if (!tipo || !documento) return data;
    if (tipo === 'PF' && documento.length !== 11) throw validationError({ cpf_cnpj: { message: 'app.validation.cpf' } });
    if (tipo === 'PJ' && documento.length !== 14) throw validationError({ cpf_cnpj: { message: 'app.validation.cnpj' } });
    return data;
  },
});
