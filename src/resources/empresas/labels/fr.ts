import type { HomeLabels, Widen } from '../../../registry/labels';
import type empresas from '../index';
import type en from './en';

const fr = {
  name: 'Entreprise |||| Entreprises',
  fields: {
    razao_social: 'Raison sociale',
    nome_fantasia: 'Nom commercial',
    cnpj: 'CNPJ',
    filial: 'Succursale',
    inscricao_estadual: 'Inscription d’État',
    telefone: 'Téléphone',
    email: 'E-mail',
  },
  messages: {
    same_root: 'Autres entreprises avec la racine de CNPJ %{root}',
    no_branches: 'Aucune autre entreprise ne partage cette racine de CNPJ',
  },
} satisfies HomeLabels<typeof empresas, 'fr', Widen<typeof en.messages>>;

export default fr;
