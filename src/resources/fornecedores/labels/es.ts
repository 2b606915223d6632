import type { HomeLabels, Widen } from '../../../registry/labels';
import type fornecedores from '../index';
import type en from './en';

const es = {
  name: 'Proveedor |||| Proveedores',
  fields: {
    razao_social: 'Razón social',
    nome_fantasia: 'Nombre comercial',
    cnpj: 'CNPJ',
    telefone: 'Teléfono',
    email: 'Correo electrónico',
    contato: 'Persona de contacto',
  },
  messages: {
    mappings: {
      title: 'Códigos del proveedor',
      add: 'Agregar código del proveedor',
      empty: 'Aún no hay códigos del proveedor vinculados',
    },
  },
} satisfies HomeLabels<typeof fornecedores, 'es', Widen<typeof en.messages>>;

export default es;
