import type { HomeLabels, Widen } from '../../../registry/labels';
import type empresas from '../index';
import type en from './en';

const es = {
  name: 'Empresa |||| Empresas',
  fields: {
    razao_social: 'Razón social',
    nome_fantasia: 'Nombre comercial',
    cnpj: 'CNPJ',
    filial: 'Sucursal',
    inscricao_estadual: 'Inscripción estatal',
    telefone: 'Teléfono',
    email: 'Correo electrónico',
  },
  messages: {
    same_root: 'Otras empresas con la raíz de CNPJ %{root}',
    no_branches: 'Ninguna otra empresa comparte esta raíz de CNPJ',
  },
} satisfies HomeLabels<typeof empresas, 'es', Widen<typeof en.messages>>;

export default es;
