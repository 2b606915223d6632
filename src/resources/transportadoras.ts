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
  labels: {
    pt: {
      name: 'Transportadora |||| Transportadoras',
      fields: {
        razao_social: 'Razão social',
        nome_fantasia: 'Nome fantasia',
        cnpj: 'CNPJ',
        rntrc: 'RNTRC',
        telefone: 'Telefone',
        email: 'E-mail',
      },
    },
    en: {
      name: 'Carrier |||| Carriers',
      fields: {
        razao_social: 'Legal name',
        nome_fantasia: 'Trade name',
        cnpj: 'CNPJ',
        rntrc: 'RNTRC',
        telefone: 'Phone',
        email: 'Email',
      },
    },
    fr: {
      name: 'Transporteur |||| Transporteurs',
      fields: {
        razao_social: 'Raison sociale',
        nome_fantasia: 'Nom commercial',
        cnpj: 'CNPJ',
        rntrc: 'RNTRC',
        telefone: 'Téléphone',
        email: 'E-mail',
      },
    },
    es: {
      name: 'Transportista |||| Transportistas',
      fields: {
        razao_social: 'Razón social',
        nome_fantasia: 'Nombre comercial',
        cnpj: 'CNPJ',
        rntrc: 'RNTRC',
        telefone: 'Teléfono',
        email: 'Correo electrónico',
      },
    },
    ar: {
      name: 'شركات نقل |||| شركة نقل |||| شركات النقل |||| شركات النقل |||| شركات النقل |||| شركات النقل',
      fields: {
        razao_social: 'الاسم القانوني',
        nome_fantasia: 'الاسم التجاري',
        cnpj: 'CNPJ',
        rntrc: 'RNTRC',
        telefone: 'الهاتف',
        email: 'البريد الإلكتروني',
      },
    },
  },
});
