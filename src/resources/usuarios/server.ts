import { isRole } from '../../registry/roles';
import { hashPassword } from '../../../server/auth/passwords';
import { defineServer } from '../../../server/operations';
import usuarios from './index';
import { forbidden } from '../../../server/errors';

const isAdmin = (roles: readonly string[]) => roles.includes('admin');

/** A user can never grant or take away a role they do not hold (admin holds all). */
const checkRoles = (mine: readonly string[], before: readonly string[], after: readonly string[]) => {
  if (isAdmin(mine)) return;
  const changed = [...after.filter((r) => !before.includes(r)), ...before.filter((r) => !after.includes(r))];
  const foreign = changed.find((r) => !mine.includes(r) || !isRole(r));
  if (foreign) throw forbidden('app.errors.role_escalation', { role: foreign });
};

/**
 * A non-admin changes or deletes only users whose every role they hold themselves: setting the
 * password or email of a user with more roles would hand those roles over to the editor.
 */
const checkTarget = (mine: readonly string[], target: readonly string[]) => {
  if (isAdmin(mine)) return;
  if (isAdmin(target)) throw forbidden('app.errors.admin_only');
  if (target.some((r) => !mine.includes(r))) throw forbidden();
};

/** Nobody locks themselves out: no removing one's own admin role, no self-deactivation. */
const checkSelf = (userId: string, existing: Record<string, unknown>, data: Record<string, unknown>) => {
  if (existing.id !== userId) return;
  const before = (existing.roles as string[]) ?? [];
  if (before.includes('admin') && 'roles' in data && !((data.roles as string[] | null) ?? []).includes('admin')) {
    throw forbidden('app.errors.self_admin');
  }
  if (data.ativo === false) throw forbidden('app.errors.self_deactivate');
};

export default defineServer(usuarios, {
  async beforeWrite(data, { user, existing }) {
    const before = (existing?.roles as string[] | undefined) ?? [];
    if (existing) checkSelf(user.id, existing, data);
    if (existing) checkTarget(user.roles, before);
    if ('roles' in data) checkRoles(user.roles, before, (data.roles as string[] | null) ?? []);
    // What a write carries includes the write-only password, which no answer (and so no record type) has.
    const out: Partial<typeof data> & { password?: unknown } = { ...data };
    if (out.roles === null) out.roles = [];
    // An empty password means "keep the current one"; it never clears it.
    if (out.password === null || out.password === '') delete out.password;
    if (typeof out.password === 'string') out.password = await hashPassword(out.password);
    return out;
  },
  async afterWrite(record, { db }) {
    // A deactivated user's sessions end now, not when their refresh tokens expire.
    if (record.ativo === false) {
      await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [record.id]);
    }
  },
  async beforeDelete({ user, existing }) {
    if (existing.id === user.id) throw forbidden('app.errors.self_delete');
    checkTarget(user.roles, (existing.roles as string[]) ?? []);
  },
});
