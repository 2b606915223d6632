import { endereco } from '../../registry/address';
import { defineResource } from '../../registry/define';

export default defineResource({
  name: 'fornecedores',
  fields: {
    razao_social: { kind: 'text', required: true, max: 200 },
    nome_fantasia: { kind: 'text', max: 200 },
    cnpj: { kind: 'cnpj', required: true, unique: true },
    ...endereco,
    telefone: { kind: 'phone' },
    email: { kind: 'email' },
    contato: { kind: 'text', max: 120 },
  },
  display: 'razao_social',
  list: ['razao_social', 'nome_fantasia', 'cnpj', 'cidade', 'uf'],
  phoneList: ['cnpj', 'cidade'],
  filters: ['uf'],
  search: ['razao_social', 'nome_fantasia', 'cnpj', 'cidade', 'contato'],
  sort: { field: 'razao_social', order: 'asc' },
  importable: true,
  sections: {
    identificacao: ['razao_social', 'nome_fantasia', 'cnpj'],
    endereco: Object.keys(endereco) as (keyof typeof endereco)[],
    contato: ['contato', 'telefone', 'email'],
  },
  menu: { group: 'gestao', order: 4, icon: 'Factory' },
  viewRole: 'view-fornecedores',
  // Below the form, the supplier codes the NF-e import remembers (materiais-fornecedores).
});
