// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAppStore } from './appStore';

describe('app store', () => {
  it('keeps the layout choices when react-admin resets it at logout', () => {
    const store = createAppStore();
    store.setup();
    store.setItem('layout.settings', { layoutType: 'horizontal' });
    store.setItem('layout.menu.open', { transporte: true });
    store.setItem('sidebar.open', false);
    store.setItem('grupos.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('layout.settings')).toEqual({ layoutType: 'horizontal' });
    expect(store.getItem('layout.menu.open')).toEqual({ transporte: true });
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('grupos.listParams')).toBeUndefined();
    store.teardown();
  });
});
