import { endereco } from '../registry/address';
import { defineResource } from '../registry/define';

export default defineResource({
  name: 'destinatarios',
  fields: {
    nome: { kind: 'text', required: true, max: 200 },
    cpf_cnpj: { kind: 'cpf_cnpj', required: true, unique: true },
    ...endereco,
    telefone: { kind: 'phone' },
    email: { kind: 'email' },
  },
  display: 'nome',
  list: ['nome', 'cpf_cnpj', 'cidade', 'uf'],
  phoneList: ['cpf_cnpj', 'cidade'],
  filters: ['uf'],
  search: ['nome', 'cpf_cnpj', 'cidade'],
  sort: { field: 'nome', order: 'asc' },
  importable: true,
  sections: {
    identificacao: ['nome', 'cpf_cnpj'],
    endereco: Object.keys(endereco) as (keyof typeof endereco)[],
    contato: ['telefone', 'email'],
  },
  menu: { group: 'gestao', order: 6, icon: 'PersonPinCircle' },
  viewRole: 'view-gestao',
});
