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
  labels: {
    pt: {
      name: 'Destinatário |||| Destinatários',
      fields: { nome: 'Nome', cpf_cnpj: 'CPF/CNPJ', telefone: 'Telefone', email: 'E-mail' },
    },
    en: {
      name: 'Recipient |||| Recipients',
      fields: { nome: 'Name', cpf_cnpj: 'CPF/CNPJ', telefone: 'Phone', email: 'Email' },
    },
    fr: {
      name: 'Destinataire |||| Destinataires',
      fields: { nome: 'Nom', cpf_cnpj: 'CPF/CNPJ', telefone: 'Téléphone', email: 'E-mail' },
    },
    es: {
      name: 'Destinatario |||| Destinatarios',
      fields: { nome: 'Nombre', cpf_cnpj: 'CPF/CNPJ', telefone: 'Teléfono', email: 'Correo electrónico' },
    },
    ar: {
      name: 'مستلمين |||| مستلم |||| المستلمون |||| المستلمين |||| المستلمين |||| المستلمين',
      fields: { nome: 'الاسم', cpf_cnpj: 'CPF/CNPJ', telefone: 'الهاتف', email: 'البريد الإلكتروني' },
    },
  },
});
