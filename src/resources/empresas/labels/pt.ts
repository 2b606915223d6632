import type { HomeLabels, Widen } from '../../../registry/labels';
import type empresas from '../index';
import type en from './en';

const pt = {
  name: 'Empresa |||| Empresas',
  fields: {
    razao_social: 'Razão social',
    nome_fantasia: 'Nome fantasia',
    cnpj: 'CNPJ',
    filial: 'Filial',
    inscricao_estadual: 'Inscrição estadual',
    telefone: 'Telefone',
    email: 'E-mail',
  },
  messages: {
    same_root: 'Outras empresas com a raiz de CNPJ %{root}',
    no_branches: 'Nenhuma outra empresa compartilha esta raiz de CNPJ',
  },
} satisfies HomeLabels<typeof empresas, 'pt', Widen<typeof en.messages>>;

export default pt;
