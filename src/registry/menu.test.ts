import { describe, expect, it } from 'vitest';
import { ICONS } from '../layout/icons';
import { resources } from './browser';
import { type Resource, defineResource } from './define';
import { GROUP_ICONS, MENU_ENTRIES, SUBGROUPS, menuEntries, ownerEntries, pendingEntries, visibleMenu } from './menu';
import { TIPO_USUARIO_IDS } from './seedIds';
import { MENU_GROUPS, type MenuGroup, type Role } from './roles';

const declare = (name: string, viewRole: Role, group: MenuGroup, icon = 'Flag'): Resource => defineResource({
  name,
  fields: { nome: { kind: 'text' } },
  display: 'nome',
  list: ['nome'],
  search: ['nome'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group, order: 99, icon },
  viewRole,
});

const paths = (roles: string[], declared?: Resource[]) =>
  Object.fromEntries(visibleMenu({ roles }, declared).map((g) => [g.name, g.entries.map((e) => e.path)]));

describe('menu entries (SPEC 2)', () => {
  it('an entry of a declared resource takes group, role, label and icon from the declaration only', () => {
    const declared = new Set(resources.map((r) => r.name));
    const duplicated = MENU_ENTRIES.filter((e) => e.resource && declared.has(e.resource) && (e.group || e.role || e.label || e.icon));
    expect(duplicated.map((e) => `${e.path}: delete the entry, the declaration of ${e.resource} replaces it`)).toEqual([]);
  });

  it('merges declarations and the other entries into SPEC 2 order', () => {
    // Resources added later take their declared places among these; the order of docs/domain.md "Left menu" stays.
    const spec2 = (paths: string[]) => menuEntries().map((e) => e.path).filter((p) => paths.includes(p));
    const order = [
      '/dashboard/ordens-servico', '/dashboard/transportes', '/dashboard/armazenamento',
      '/grupos', '/status', '/tipos', '/categorias', '/configuracoes', '/bandeiras', '/fator-calculos',
      '/empresas', '/clientes', '/usuarios', '/fornecedores', '/transportadoras', '/destinatarios',
      '/aeroportos', '/v2/pontos', '/v2/rotas', '/v2/materiais', '/v2/solicitacoes', '/v2/itinerarios',
      '/veiculos', '/ocorrencias', '/v2/ordens-servico', '/insumos', '/v2/maps',
      '/agendamentos', '/entradas', '/expedicoes', '/produtos/saldo-fisico', '/produtos/saldo-produto-lote',
      '/produtos/saldo-produto-lote-enderecamento', '/produtos/status', '/romaneios', '/motivos-ressalvas',
      '/dashboard/consolidado',
    ];
    expect(spec2(order)).toEqual(order);
  });

  it('an entry without a declared resource names its group, role, label and icon', () => {
    const declared = new Set(resources.map((r) => r.name));
    const incomplete = MENU_ENTRIES.filter((e) => !(e.resource && declared.has(e.resource)) && !(e.group && e.role && e.label && e.icon));
    expect(incomplete.map((e) => e.path)).toEqual([]);
  });

  it('paths are unique and every icon exists', () => {
    const all = menuEntries();
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length);
    const icons = [...all.map((e) => e.icon), ...ownerEntries(TIPO_USUARIO_IDS.motorista).map((e) => e.icon), ...Object.values(GROUP_ICONS), ...Object.values(SUBGROUPS).map((s) => s.icon)];
    expect(icons.filter((name) => !ICONS[name])).toEqual([]);
  });

  it('keeps the groups in SPEC order', () => {
    const order = MENU_GROUPS.map((g) => g.name);
    const groups = menuEntries().map((e) => order.indexOf(e.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
  });
});

describe('visibility (SPEC 6)', () => {
  it('admin sees every group and entry', () => {
    const menu = visibleMenu({ roles: ['admin'] });
    expect(menu.map((g) => g.name)).toEqual(MENU_GROUPS.map((g) => g.name));
    expect(menu.flatMap((g) => g.entries)).toHaveLength(menuEntries().length);
  });

  it('a transport user sees the transport group with the entries of the roles held', () => {
    expect(paths(['view-coleta-entrega', 'view-veiculos'])).toEqual({
      transporte: ['/aeroportos', '/v2/materiais', '/veiculos', '/insumos', '/v2/maps'],
    });
  });

  it("an entry's role without the group's role shows nothing", () => {
    expect(paths(['view-veiculos', 'view-grupos'])).toEqual({});
  });

  it("a group's role without any entry role shows nothing", () => {
    expect(paths(['view-configuracoes', 'view-gestao'])).toEqual({ configuracoes: ['/configuracoes'], gestao: ['/transportadoras', '/destinatarios'] });
    expect(paths(['view-dashboard'])).toEqual({ relatorios: ['/dashboard/consolidado'] });
  });
});

describe("an owner's pages (docs/domain.md \"Drivers and their itineraries\")", () => {
  const driverPaths = (roles: string[]) =>
    Object.fromEntries(visibleMenu({ roles, tipo: TIPO_USUARIO_IDS.motorista }).map((g) => [g.name, g.entries.map((e) => e.path)]));

  it('a driver without any role sees their day and its map, not an empty menu', () => {
    expect(driverPaths([])).toEqual({ transporte: ['/itinerarios-mobile', '/v2/maps'] });
  });

  it('a driver holding roles sees their day first and the map once; nobody else sees a day', () => {
    expect(driverPaths(['view-coleta-entrega'])).toEqual({ transporte: ['/itinerarios-mobile', '/aeroportos', '/v2/materiais', '/insumos', '/v2/maps'] });
    expect(driverPaths(['view-veiculos'])).toEqual({ transporte: ['/itinerarios-mobile', '/v2/maps'] });
    expect(paths(['admin']).transporte).not.toContain('/itinerarios-mobile');
    expect(visibleMenu({ roles: [], tipo: TIPO_USUARIO_IDS.outros })).toEqual([]);
  });
});

describe('declared resources', () => {
  it('a declared resource gives its entry its own role, label and icon, and is never pending', () => {
    const romaneios = declare('romaneios', 'view-ocorrencias', 'armazenamento', 'LocalShipping');
    const entry = menuEntries([romaneios]).find((e) => e.path === '/romaneios')!;
    expect(entry).toMatchObject({ role: 'view-ocorrencias', labelKey: 'resources.romaneios.name', icon: 'LocalShipping', declared: true });
    expect(pendingEntries([], [romaneios]).map((e) => e.path)).not.toContain('/romaneios');
  });

  it('a hidden declaration has no entry', () => {
    const hidden = { ...declare('materiais-fornecedores', 'view-fornecedores', 'gestao'), menu: { group: 'gestao' as const, order: 1, icon: 'SwapHoriz', hidden: true } };
    expect(menuEntries([hidden]).map((e) => e.path)).not.toContain('/materiais-fornecedores');
  });

  it('a declared resource the list does not name joins the end of its group', () => {
    const recebimentos = declare('recebimentos', 'view-entradas', 'armazenamento');
    expect(paths(['admin'], [recebimentos]).armazenamento.at(-1)).toBe('/recebimentos');
  });

  it('pending entries leave out the paths the app routes itself', () => {
    const pending = pendingEntries(['/dashboard/consolidado']).map((e) => e.path);
    expect(pending).toContain('/dashboard/ordens-servico');
    expect(pending).not.toContain('/dashboard/consolidado');
    expect(pending).not.toContain('/grupos');
    expect(pendingEntries()[0]).toEqual({ path: '/dashboard/ordens-servico', labelKey: 'app.shell.menu.dashboard_ordens_servico' });
  });
});
