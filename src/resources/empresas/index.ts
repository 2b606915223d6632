import { endereco } from '../../registry/address';
import { defineResource } from '../../registry/define';

export default defineResource({
  name: 'empresas',
  fields: {
    razao_social: { kind: 'text', required: true, max: 200 },
    nome_fantasia: { kind: 'text', max: 200 },
    cnpj: { kind: 'cnpj', required: true, unique: true },
    filial: { kind: 'text', required: true, max: 80 },
    inscricao_estadual: { kind: 'text', max: 20 },
    ...endereco,
    telefone: { kind: 'phone' },
    email: { kind: 'email' },
  },
  display: 'razao_social',
  // Company name with branch in brackets (docs/domain.md "Dropdown lists").
  represent: '%{razao_social} (%{filial})',
  list: ['razao_social', 'filial', 'cnpj', 'cidade', 'uf'],
  phoneList: ['cnpj', 'cidade'],
  filters: ['uf'],
  search: ['razao_social', 'nome_fantasia', 'cnpj', 'filial', 'cidade'],
  sort: { field: 'razao_social', order: 'asc' },
  sections: {
    identificacao: ['razao_social', 'nome_fantasia', 'cnpj', 'filial', 'inscricao_estadual'],
    endereco: Object.keys(endereco) as (keyof typeof endereco)[],
    contato: ['telefone', 'email'],
  },
  menu: { group: 'gestao', order: 1, icon: 'Business' },
  viewRole: 'view-empresas',
  screens: { show: () => import('./EmpresaShow') },
});
