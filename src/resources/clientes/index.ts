import { endereco } from '../../registry/address';
import { defineResource } from '../../registry/define';

export default defineResource({
  name: 'clientes',
  fields: {
    tipo_pessoa: { kind: 'enum', values: ['PF', 'PJ'], required: true, default: 'PJ' },
    nome: { kind: 'text', required: true, max: 200 },
    nome_fantasia: { kind: 'text', max: 200 },
    cpf_cnpj: { kind: 'cpf_cnpj', required: true, unique: true },
    inscricao_estadual: { kind: 'text', max: 20 },
    empresa_id: { kind: 'ref', ref: 'empresas' },
    ...endereco,
    telefone: { kind: 'phone' },
    celular: { kind: 'mobile' },
    email: { kind: 'email' },
    // Days of shelf life a lot must still have on the shipping date to be picked for this client.
    validade_minima_dias: { kind: 'int', min: 0, max: 3650 },
    ativo: { kind: 'bool', default: true },
  },
  display: 'nome',
  list: ['nome', 'tipo_pessoa', 'cpf_cnpj', 'cidade', 'uf', 'ativo'],
  phoneList: ['cpf_cnpj', 'cidade'],
  filters: ['tipo_pessoa', 'empresa_id', 'uf', 'ativo'],
  search: ['nome', 'nome_fantasia', 'cpf_cnpj', 'cidade', 'email'],
  sort: { field: 'nome', order: 'asc' },
  importable: true,
  sections: {
    identificacao: ['tipo_pessoa', 'nome', 'nome_fantasia', 'cpf_cnpj', 'inscricao_estadual', 'empresa_id', 'validade_minima_dias', 'ativo'],
    endereco: Object.keys(endereco) as (keyof typeof endereco)[],
    contato: ['telefone', 'celular', 'email'],
  },
  menu: { group: 'gestao', order: 2, icon: 'Handshake' },
  viewRole: 'view-clientes',
});
