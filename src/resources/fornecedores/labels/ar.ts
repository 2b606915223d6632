import type { HomeLabels, Widen } from '../../../registry/labels';
import type fornecedores from '../index';
import type en from './en';

const ar = {
  name: 'موردين |||| مورد |||| الموردون |||| الموردين |||| الموردين |||| الموردين',
  fields: {
    razao_social: 'الاسم القانوني',
    nome_fantasia: 'الاسم التجاري',
    cnpj: 'CNPJ',
    telefone: 'الهاتف',
    email: 'البريد الإلكتروني',
    contato: 'جهة الاتصال',
  },
  messages: {
    mappings: { title: 'رموز المورد', add: 'إضافة رمز مورد', empty: 'لا توجد رموز مورد مربوطة بعد' },
  },
} satisfies HomeLabels<typeof fornecedores, 'ar', Widen<typeof en.messages>>;

export default ar;
