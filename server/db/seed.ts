import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import type { GroupDef, Resource } from '../../src/registry/define';
import { RESERVED_GROUPS, USER_TYPES, USER_TYPE_GROUP } from '../../src/registry/seedIds';
import { hashPassword } from '../auth/passwords';
import { loadResources } from '../registry';

/** Every seeded grupo: the users', those reserved for resources to come, and those the declarations name (a field's `group`), once each. */
export const declaredGroups = (resources: readonly Resource[]): GroupDef[] => {
  const byId = new Map<string, GroupDef>();
  const fields = resources.flatMap((r) => Object.values(r.fields));
  for (const g of [USER_TYPE_GROUP, ...RESERVED_GROUPS, ...fields.map((f) => f.group).filter((g): g is GroupDef => !!g)]) {
    const known = byId.get(g.id);
    if (known && known.nome !== g.nome) throw new Error(`grupo ${g.id} is declared as "${known.nome}" and as "${g.nome}"`);
    byId.set(g.id, g);
  }
  return [...byId.values()];
};

export interface SeedResult {
  admin?: { email: string; password?: string };
}

/** Rows every database needs. Safe to run at every start: existing rows are left as they are. */
export const seedBase = async (
  pool: pg.Pool,
  opts: { adminEmail: string; adminPassword?: string },
): Promise<SeedResult> => {
  // Groups and statuses come from the declarations: a new workflow's are seeded by declaring them.
  const resources = await loadResources();
  for (const g of declaredGroups(resources)) {
    await pool.query('INSERT INTO grupos (id, nome) VALUES ($1, $2) ON CONFLICT DO NOTHING', [g.id, g.nome]);
  }
  for (const t of Object.values(USER_TYPES)) {
    await pool.query('INSERT INTO tipos (id, nome, grupo_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [t.id, t.nome, USER_TYPE_GROUP.id]);
  }
  for (const { statuses } of resources) {
    for (const s of statuses?.list ?? []) {
      await pool.query('INSERT INTO status (id, nome, grupo_id, ordem) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [s.id, s.nome, statuses!.group.id, s.ordem]);
    }
  }
  // docs/domain.md "Current settings": the first configuracoes row is the current settings; there is always one.
  await pool.query(
    `INSERT INTO configuracoes (id, nome_empresa) SELECT $1, 'Minha empresa'
      WHERE NOT EXISTS (SELECT 1 FROM configuracoes)`,
    [uuidv7()],
  );
  const admins = await pool.query(`SELECT 1 FROM usuarios WHERE 'admin' = ANY(roles) LIMIT 1`);
  if (admins.rowCount) return {};
  const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
  await pool.query(
    `INSERT INTO usuarios (id, first_name, last_name, email, password_hash, tipo_id, roles, ativo)
     VALUES ($1, 'Admin', NULL, $2, $3, $4, '{admin}', true)
     ON CONFLICT (email) DO UPDATE SET roles = array_append(usuarios.roles, 'admin'), ativo = true, password_hash = EXCLUDED.password_hash`,
    [uuidv7(), opts.adminEmail.toLowerCase(), await hashPassword(password), USER_TYPES.gestor.id],
  );
  return { admin: { email: opts.adminEmail.toLowerCase(), password: opts.adminPassword ? undefined : password } };
};
