import { endereco } from '../registry/address';
import { defineResource } from '../registry/define';

export default defineResource({
  name: 'transportadoras',
  fields: {
    razao_social: { kind: 'text', required: true, max: 200 },
    nome_fantasia: { kind: 'text', max: 200 },
    cnpj: { kind: 'cnpj', required: true, unique: true },
    // ANTT's national road-carrier register.
    rntrc: { kind: 'text', max: 20 },
    ...endereco,
    telefone: { kind: 'phone' },
    email: { kind: 'email' },
  },
  display: 'razao_social',
  list: ['razao_social', 'nome_fantasia', 'cnpj', 'rntrc', 'uf'],
  phoneList: ['cnpj', 'cidade'],
  filters: ['uf'],
  search: ['razao_social', 'nome_fantasia', 'cnpj', 'rntrc', 'cidade'],
  sort: { field: 'razao_social', order: 'asc' },
  importable: true,
  sections: {
    identificacao: ['razao_social', 'nome_fantasia', 'cnpj', 'rntrc'],
    endereco: Object.keys(endereco) as (keyof typeof endereco)[],
    contato: ['telefone', 'email'],
  },
  menu: { group: 'gestao', order: 5, icon: 'Commute' },
  viewRole: 'view-gestao',
});
