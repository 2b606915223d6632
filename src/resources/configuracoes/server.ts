import { defineServer } from '../../../server/operations';
import configuracoes from './index';
import { run } from '../../../server/crud/sql';
import { conflict } from '../../../server/errors';
import { currentSettings } from '../../../server/settings';

/** docs/domain.md "Current settings": the first row by creation is the current settings; there must always be one. */
export default defineServer(configuracoes, {
  async beforeDelete({ db, existing }) {
    const [current] = await run<{ id: string }>(db, currentSettings('id'));
    if (current?.id === existing.id) throw conflict('app.forms.current_settings_delete');
  },
});
