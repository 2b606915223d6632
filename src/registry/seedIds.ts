import type { GroupDef } from './define';

// The users' own tipos (docs/domain.md "User types": company, manager, establishment, driver, others) are seeded rows
// that code names (a driver's itineraries, a self-registered user). Every other seeded grupo and
// status is declared by the resource it belongs to (a field's `group`, a resource's `statuses`).

/**
 * Grupos seeded since the first release that no declaration names yet: each moves into its
 * resource's declaration (a field's `group`) when a resource uses it, with this id.
 */
export const RESERVED_GROUPS: readonly GroupDef[] = [
  { id: '01900000-0000-7000-8000-00000000000a', nome: 'Material' },
];

/** The grupo of the users' tipos. */
export const USER_TYPE_GROUP: GroupDef = { id: '01900000-0000-7000-8000-000000000001', nome: 'Usuário' };

/** Seeded tipos of users, with the literal ids and names the database has always had. */
export const USER_TYPES = {
  empresa: { id: '01900000-0000-7000-8001-000000000001', nome: 'Empresa' },
  gestor: { id: '01900000-0000-7000-8001-000000000002', nome: 'Gestor' },
  estabelecimento: { id: '01900000-0000-7000-8001-000000000003', nome: 'Estabelecimento' },
  motorista: { id: '01900000-0000-7000-8001-000000000004', nome: 'Motorista' },
  outros: { id: '01900000-0000-7000-8001-000000000005', nome: 'Outros' },
} as const;
