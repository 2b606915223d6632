import type { ResourceServer } from '../crud/hooks';
import { run } from '../crud/sql';
import { conflict } from '../errors';
import { currentSettings } from '../settings';

/** docs/domain.md "Current settings": the first row by creation is the current settings; there must always be one. */
const configuracoes: ResourceServer = {
  async beforeDelete({ db, existing }) {
    const [current] = await run<{ id: string }>(db, currentSettings('id'));
    if (current?.id === existing.id) throw conflict('app.forms.current_settings_delete');
  },
};

export default configuracoes;
