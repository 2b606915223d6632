import type { HomeLabels, Widen } from '../../../registry/labels';
import type empresas from '../index';
import type en from './en';

const ar = {
  name: 'شركات |||| شركة |||| الشركات |||| الشركات |||| الشركات |||| الشركات',
  fields: {
    razao_social: 'الاسم القانوني',
    nome_fantasia: 'الاسم التجاري',
    cnpj: 'CNPJ',
    filial: 'الفرع',
    inscricao_estadual: 'رقم التسجيل في الولاية',
    telefone: 'الهاتف',
    email: 'البريد الإلكتروني',
  },
  messages: { same_root: 'الشركات الأخرى ذات جذر CNPJ رقم %{root}', no_branches: 'لا توجد شركات أخرى تشترك في جذر CNPJ هذا' },
} satisfies HomeLabels<typeof empresas, 'ar', Widen<typeof en.messages>>;

export default ar;
