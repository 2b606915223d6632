import { defineResource } from '../../registry/define';
import { TIPO_USUARIO_IDS, USER_TYPE_GROUP } from '../../registry/seedIds';

const DRIVER = { tipo_id: [TIPO_USUARIO_IDS.motorista] };

export default defineResource({
  name: 'usuarios',
  fields: {
    firstName: { kind: 'text', required: true, max: 80 },
    lastName: { kind: 'text', max: 120 },
    email: { kind: 'email', required: true, unique: true },
    password: { kind: 'password', writeOnly: true, min: 8 },
    cpf: { kind: 'cpf' },
    telefone: { kind: 'phone' },
    celular: { kind: 'mobile' },
    tipo_id: { kind: 'ref', ref: 'tipos', required: true, group: USER_TYPE_GROUP },
    empresa_id: { kind: 'ref', ref: 'empresas' },
    roles: { kind: 'roles', default: [] },
    ativo: { kind: 'bool', default: true },
    // The driving licence matters for drivers only: the form shows it for tipo Motorista.
    cnh: { kind: 'text', max: 20, showWhen: DRIVER },
    cnh_categoria: { kind: 'enum', values: ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'], showWhen: DRIVER },
    cnh_validade: { kind: 'date', showWhen: DRIVER },
  },
  display: 'firstName',
  // People read by their whole name wherever they are referenced (dropdowns, show pages, CSV).
  represent: '%{firstName} %{lastName}',
  list: ['firstName', 'lastName', 'email', 'tipo_id', 'ativo'],
  phoneList: ['email', 'tipo_id'],
  filters: ['tipo_id', 'ativo'],
  // The dropdown asks for these by tipo (`?tipo=`, docs/domain.md "Dropdown lists"), without the view role.
  dropdownFilters: ['tipo_id'],
  search: ['firstName', 'lastName', 'email'],
  sort: { field: 'firstName', order: 'asc' },
  sections: {
    identificacao: ['firstName', 'lastName', 'cpf', 'tipo_id', 'empresa_id', 'ativo'],
    contato: ['telefone', 'celular'],
    acesso: ['email', 'password', 'roles'],
    habilitacao: ['cnh', 'cnh_categoria', 'cnh_validade'],
  },
  menu: { group: 'gestao', order: 3, icon: 'People' },
  viewRole: 'view-users',
});
