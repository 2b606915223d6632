import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { GRUPO_IDS, SEEDED_STATUSES, TIPO_USUARIO_IDS, statusId } from '../../src/registry/seedIds';
import { hashPassword } from '../auth/passwords';

const GRUPOS: [keyof typeof GRUPO_IDS, string][] = [
  ['usuario', 'Usuário'], ['ordemServico', 'Ordem de serviço'], ['solicitacao', 'Solicitação'],
  ['itinerario', 'Itinerário'], ['agendamento', 'Agendamento'], ['entrada', 'Entrada'],
  ['expedicao', 'Expedição'], ['romaneio', 'Romaneio'], ['ponto', 'Ponto'], ['material', 'Material'],
  ['produto', 'Produto'], ['veiculo', 'Veículo'], ['insumo', 'Insumo'], ['ocorrencia', 'Ocorrência'],
];

const TIPOS_USUARIO: [keyof typeof TIPO_USUARIO_IDS, string][] = [
  ['empresa', 'Empresa'], ['gestor', 'Gestor'], ['estabelecimento', 'Estabelecimento'],
  ['motorista', 'Motorista'], ['outros', 'Outros'],
];

export interface SeedResult {
  admin?: { email: string; password?: string };
}

/** Rows every database needs. Safe to run at every start: existing rows are left as they are. */
export const seedBase = async (
  pool: pg.Pool,
  opts: { adminEmail: string; adminPassword?: string },
): Promise<SeedResult> => {
  for (const [key, nome] of GRUPOS) {
    await pool.query('INSERT INTO grupos (id, nome) VALUES ($1, $2) ON CONFLICT DO NOTHING', [GRUPO_IDS[key], nome]);
  }
  for (const [key, nome] of TIPOS_USUARIO) {
    await pool.query('INSERT INTO tipos (id, nome, grupo_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [TIPO_USUARIO_IDS[key], nome, GRUPO_IDS.usuario]);
  }
  for (const [group, list] of Object.entries(SEEDED_STATUSES) as [keyof typeof SEEDED_STATUSES, readonly (readonly [string, string])[]][]) {
    for (const [i, [, nome]] of list.entries()) {
      await pool.query('INSERT INTO status (id, nome, grupo_id, ordem) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [statusId(group, i), nome, GRUPO_IDS[group], i + 1]);
    }
  }
  // SPEC 3: the first configuracoes row is the current settings; there is always one.
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
    [uuidv7(), opts.adminEmail.toLowerCase(), await hashPassword(password), TIPO_USUARIO_IDS.gestor],
  );
  return { admin: { email: opts.adminEmail.toLowerCase(), password: opts.adminPassword ? undefined : password } };
};
