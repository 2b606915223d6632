import type { HomeLabels } from '../../../registry/labels';
import type empresas from '../index';

const en = {
  name: 'Company |||| Companies',
  fields: {
    razao_social: 'Legal name',
    nome_fantasia: 'Trade name',
    cnpj: 'CNPJ',
    filial: 'Branch',
    inscricao_estadual: 'State registration',
    telefone: 'Phone',
    email: 'Email',
  },
  messages: { same_root: 'Other companies with CNPJ root %{root}', no_branches: 'No other company shares this CNPJ root' },
} satisfies HomeLabels<typeof empresas, 'en'>;

export default en;
