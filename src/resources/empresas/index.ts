import { z } from 'zod';
import { endereco } from '../../registry/address';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';

const empresas = defineResource({
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
});

const empresasHome = defineOperations(empresas, {
  getBranches: {
    method: 'GET',
    path: ':id/filiais',
    summary: "Companies that share this one's CNPJ root (its branches or head office)",
    access: 'view',
    answers: {
      200: z.array(z.object({
        id: z.string(), razao_social: z.string(), filial: z.string(), cnpj: z.string(), cidade: z.string().nullable(), uf: z.string().nullable(),
      })),
    },
  },
});

export default empresasHome;

declare module '../../registry/operations' {
  interface Homes {
    empresas: typeof empresasHome;
  }
}
