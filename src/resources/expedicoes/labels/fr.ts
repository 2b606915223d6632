import type { HomeLabels, Widen } from '../../../registry/labels';
import type expedicoes from '../index';
import type en from './en';

const fr = {
  name: 'Note de sortie |||| Notes de sortie',
  fields: {
    numero_nf: 'Numéro de facture',
    serie: 'Série',
    chave_acesso: 'Clé d’accès',
    destinatario_id: 'Destinataire',
    cliente_id: 'Client',
    data: 'Date',
    status_id: 'Statut',
    romaneio_id: 'Liste de colisage',
    volumes: 'Colis',
    expedida_em: 'Expédiée le',
    itens: 'Articles',
    observacao: 'Observation',
  },
  lines: {
    itens: { material_id: 'Article', lote: 'Lot', endereco: 'Emplacement', quantidade: 'Quantité', motivo_liberacao: 'Motif de la dérogation (péremption)' },
  },
  statuses: { aberta: 'Ouverte', expedida: 'Expédiée', cancelada: 'Annulée' },
  messages: {
    motivo: {
      fefo: 'péremption la plus proche (%{data}), %{dias} jours restants',
      fefo_cliente: 'péremption la plus proche (%{data}) avec ≥ %{minimo} jours restants pour ce client (%{dias} restants)',
      sem_validade: 'sans contrôle de péremption',
      vencido: 'périmé le %{data}',
      validade_curta: 'seulement %{dias} jours restants au %{data} ; ce client exige %{minimo}',
      bloqueado: 'stock bloqué',
      falta: 'Stock insuffisant : il manque %{falta}',
    },
    sugerir: 'Suggérer',
    sugerir_linha: 'Suggérer lot et emplacement de la ligne %{n}',
    sugerido: 'Suggestion appliquée',
    escolha_material: 'Choisissez d’abord l’article et la quantité',
    pulados: 'Écartés',
    confirmar: 'Confirmer l’expédition',
    confirmada: 'Expédition confirmée',
    motivo_label: 'Pourquoi ce lot',
    nada: 'Aucun stock disponible',
    expedicao_nao_aberta: 'La note %{numero} est %{status} : seule une note ouverte peut être expédiée',
    endereco_obrigatorio: 'Choisissez l’emplacement de sortie',
    lote_obrigatorio: 'Cet article est suivi par lot : choisissez le lot',
    vencido_linha: 'Ligne %{linha} : le lot %{lote} est périmé depuis le %{data} ; un lot périmé ne sort pas sans dérogation',
    validade_curta_linha: 'Ligne %{linha} : le lot %{lote} n\'aura que %{dias} jours de validité le %{dia} ; ce client en exige %{minimo}',
    liberacao_sem_permissao: 'Ligne %{linha} : seul un utilisateur ayant l\'autorisation « %{papel} » peut accorder une dérogation',
    liberacao_sem_permissao_campo: 'Seul un utilisateur ayant l\'autorisation « %{papel} » peut déroger',
    validade: {
      bloqueia: 'Ligne %{n}, lot %{lote} : %{motivo}. Choisissez un autre lot ou indiquez le motif de la dérogation.',
      pedir: 'Ligne %{n}, lot %{lote} : %{motivo}. Choisissez un autre lot ou demandez une dérogation à un utilisateur ayant l\'autorisation « %{papel} ».',
      liberado: 'Ligne %{n}, lot %{lote} : %{motivo} ; dérogation : %{liberacao}',
    },
  },
} satisfies HomeLabels<typeof expedicoes, 'fr', Widen<typeof en.messages>>;

export default fr;
