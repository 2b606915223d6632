import type { HomeLabels, Widen } from '../../../registry/labels';
import type fornecedores from '../index';
import type en from './en';

const pt = {
  name: 'Fornecedor |||| Fornecedores',
  fields: {
    razao_social: 'Razão social',
    nome_fantasia: 'Nome fantasia',
    cnpj: 'CNPJ',
    telefone: 'Telefone',
    email: 'E-mail',
    contato: 'Contato',
  },
  messages: {
    mappings: {
      title: 'Códigos do fornecedor',
      add: 'Adicionar código do fornecedor',
      empty: 'Nenhum código do fornecedor vinculado ainda',
    },
  },
} satisfies HomeLabels<typeof fornecedores, 'pt', Widen<typeof en.messages>>;

export default pt;
