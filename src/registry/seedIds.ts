// Fixed opaque ids of seeded rows (DOMAIN "Seeded"), so code and data can name them.
export const GRUPO_IDS = {
  usuario: '01900000-0000-7000-8000-000000000001',
  ordemServico: '01900000-0000-7000-8000-000000000002',
  solicitacao: '01900000-0000-7000-8000-000000000003',
  itinerario: '01900000-0000-7000-8000-000000000004',
  agendamento: '01900000-0000-7000-8000-000000000005',
  entrada: '01900000-0000-7000-8000-000000000006',
  expedicao: '01900000-0000-7000-8000-000000000007',
  romaneio: '01900000-0000-7000-8000-000000000008',
  ponto: '01900000-0000-7000-8000-000000000009',
  material: '01900000-0000-7000-8000-00000000000a',
  produto: '01900000-0000-7000-8000-00000000000b',
  veiculo: '01900000-0000-7000-8000-00000000000c',
  insumo: '01900000-0000-7000-8000-00000000000d',
  ocorrencia: '01900000-0000-7000-8000-00000000000e',
} as const;

/** SPEC 3: fixed type identifiers of users (company, manager, establishment, driver, others). */
export const TIPO_USUARIO_IDS = {
  empresa: '01900000-0000-7000-8001-000000000001',
  gestor: '01900000-0000-7000-8001-000000000002',
  estabelecimento: '01900000-0000-7000-8001-000000000003',
  motorista: '01900000-0000-7000-8001-000000000004',
  outros: '01900000-0000-7000-8001-000000000005',
} as const;

/** Workflow statuses of each group (DOMAIN "Seeded"), in lifecycle order: key and Portuguese name. */
export const SEEDED_STATUSES = {
  ordemServico: [['aberta', 'Aberta'], ['emAndamento', 'Em andamento'], ['concluida', 'Concluída'], ['cancelada', 'Cancelada']],
  solicitacao: [['aberta', 'Aberta'], ['planejada', 'Planejada'], ['emAndamento', 'Em andamento'], ['concluida', 'Concluída'], ['cancelada', 'Cancelada']],
  itinerario: [['aberto', 'Aberto'], ['emAndamento', 'Em andamento'], ['concluido', 'Concluído'], ['cancelado', 'Cancelado']],
  agendamento: [['agendado', 'Agendado'], ['emAndamento', 'Em andamento'], ['concluido', 'Concluído'], ['cancelado', 'Cancelado'], ['naoCompareceu', 'Não compareceu']],
  entrada: [['pendente', 'Pendente'], ['emConferencia', 'Em conferência'], ['recebida', 'Recebida'], ['recebidaComRessalva', 'Recebida com ressalva'], ['cancelada', 'Cancelada']],
  expedicao: [['pendente', 'Pendente'], ['emSeparacao', 'Em separação'], ['expedida', 'Expedida'], ['cancelada', 'Cancelada']],
  romaneio: [['aberto', 'Aberto'], ['fechado', 'Fechado'], ['emTransito', 'Em trânsito'], ['entregue', 'Entregue']],
  insumo: [['aprovado', 'Aprovado'], ['negado', 'Negado'], ['naoAutorizado', 'Não autorizado'], ['sucesso', 'Operação realizada com sucesso']],
} as const satisfies Partial<Record<keyof typeof GRUPO_IDS, readonly (readonly [string, string])[]>>;

type StatusGroup = keyof typeof SEEDED_STATUSES;
type StatusKey<G extends StatusGroup> = (typeof SEEDED_STATUSES)[G][number][0];

/** Stable ids of seeded statuses: group number and position, so reseeding changes nothing. */
export const statusId = (group: keyof typeof GRUPO_IDS, position: number): string =>
  `01900000-0000-7000-8002-${(Object.keys(GRUPO_IDS).indexOf(group) * 256 + position).toString(16).padStart(12, '0')}`;

export const STATUS_IDS = Object.fromEntries(Object.entries(SEEDED_STATUSES).map(([group, list]) => [
  group,
  Object.fromEntries(list.map(([key], i) => [key, statusId(group as StatusGroup, i)])),
])) as { [G in StatusGroup]: Record<StatusKey<G>, string> };
