import type { ResourceServer } from '../crud/hooks';
import { conflict } from '../errors';

/** SPEC 3: the first row by creation is the current settings; there must always be one. */
const configuracoes: ResourceServer = {
  async beforeDelete({ db, existing }) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM configuracoes ORDER BY created_at, id LIMIT 1');
    if (rows[0]?.id === existing.id) throw conflict('app.forms.current_settings_delete');
  },
};

export default configuracoes;
