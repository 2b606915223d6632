import { isRole } from '../../src/registry/roles';
import { hashPassword } from '../auth/passwords';
import type { ResourceServer } from '../crud/hooks';
import { forbidden } from '../errors';

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

const usuarios: ResourceServer = {
  async beforeWrite(data, { user, existing }) {
    const before = (existing?.roles as string[] | undefined) ?? [];
    if (existing) checkTarget(user.roles, before);
    if ('roles' in data) checkRoles(user.roles, before, (data.roles as string[] | null) ?? []);
    const out = { ...data };
    if (out.roles === null) out.roles = [];
    // An empty password means "keep the current one"; it never clears it.
    if (out.password === null || out.password === '') delete out.password;
    if (typeof out.password === 'string') out.password = await hashPassword(out.password);
    return out;
  },
  async beforeDelete({ user, existing }) {
    checkTarget(user.roles, (existing.roles as string[]) ?? []);
  },
};

export default usuarios;
