import type { HomeLabels, Widen } from '../../../registry/labels';
import type fornecedores from '../index';
import type en from './en';

const fr = {
  name: 'Fournisseur |||| Fournisseurs',
  fields: {
    razao_social: 'Raison sociale',
    nome_fantasia: 'Nom commercial',
    cnpj: 'CNPJ',
    telefone: 'Téléphone',
    email: 'E-mail',
    contato: 'Personne de contact',
  },
  messages: {
    mappings: {
      title: 'Codes fournisseur',
      add: 'Ajouter un code fournisseur',
      empty: 'Aucun code fournisseur associé pour l’instant',
    },
  },
} satisfies HomeLabels<typeof fornecedores, 'fr', Widen<typeof en.messages>>;

export default fr;
