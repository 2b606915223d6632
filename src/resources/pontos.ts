import { endereco } from '../registry/address';
import { defineResource } from '../registry/define';

export default defineResource({
  name: 'pontos',
  fields: {
    codigo: { kind: 'text', required: true, unique: true, max: 30 },
    // Spelled with a z (docs/domain.md "Naming rule").
    nome_fantazia: { kind: 'text', required: true, max: 200 },
    razao_social: { kind: 'text', max: 200 },
    cpf_cnpj: { kind: 'cpf_cnpj' },
    tipo_id: { kind: 'ref', ref: 'tipos', group: { id: '01900000-0000-7000-8000-000000000009', nome: 'Ponto' } },
    cliente_id: { kind: 'ref', ref: 'clientes' },
    aeroporto_id: { kind: 'ref', ref: 'aeroportos' },
    ...endereco,
    latlng: { kind: 'latlng' },
    telefone: { kind: 'phone' },
    contato: { kind: 'text', max: 120 },
    // Delivery time window of the place.
    janela_inicio: { kind: 'time' },
    janela_fim: { kind: 'time' },
    ativo: { kind: 'bool', default: true },
  },
  checks: [{ rule: 'before', field: 'janela_inicio', other: 'janela_fim' }],
  display: 'nome_fantazia',
  // A point reads as its code plus its name (docs/domain.md "Dropdown lists").
  represent: '%{codigo} - %{nome_fantazia}',
  dropdown: ['codigo', 'nome_fantazia'],
  list: ['codigo', 'nome_fantazia', 'cidade', 'uf', 'tipo_id', 'ativo'],
  filters: ['tipo_id', 'cliente_id', 'uf', 'ativo'],
  search: ['codigo', 'nome_fantazia', 'razao_social', 'cpf_cnpj', 'cidade'],
  sort: { field: 'codigo', order: 'asc' },
  importable: true,
  menu: { group: 'transporte', order: 2, icon: 'Place', path: '/v2/pontos' },
  viewRole: 'view-pontos-menu',
});
