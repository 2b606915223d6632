import type { HomeLabels } from '../../../registry/labels';
import type fornecedores from '../index';

const en = {
  name: 'Supplier |||| Suppliers',
  fields: {
    razao_social: 'Legal name',
    nome_fantasia: 'Trade name',
    cnpj: 'CNPJ',
    telefone: 'Phone',
    email: 'Email',
    contato: 'Contact person',
  },
  messages: {
    mappings: { title: 'Supplier codes', add: 'Add a supplier code', empty: 'No supplier code mapped yet' },
  },
} satisfies HomeLabels<typeof fornecedores, 'en'>;

export default en;
