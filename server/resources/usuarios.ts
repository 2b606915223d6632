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

const usuarios: ResourceServer = {
  async beforeWrite(data, { user, existing }) {
    const before = (existing?.roles as string[] | undefined) ?? [];
    if (existing && isAdmin(before) && !isAdmin(user.roles)) throw forbidden('app.errors.admin_only');
    if ('roles' in data) checkRoles(user.roles, before, (data.roles as string[] | null) ?? []);
    if (typeof data.password === 'string') return { ...data, password: await hashPassword(data.password) };
    return data;
  },
  async beforeDelete({ user, existing }) {
    if (isAdmin((existing.roles as string[]) ?? []) && !isAdmin(user.roles)) throw forbidden('app.errors.admin_only');
  },
};

export default usuarios;
