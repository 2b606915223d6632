import { describe, expect, it } from 'vitest';
import { ICONS } from './icons';
import { homes } from '../providers/homes';
import { type Resource, defineResource } from '../registry/define';
import { GROUP_ICONS, SUBGROUPS, menuEntries, ownerEntries, visibleMenu } from './menu';
import { USER_TYPES } from '../registry/seedIds';
import { MENU_GROUPS, type MenuGroup, type Role } from '../registry/roles';

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
  it("a page's entry takes its place, access, label and icon from its home's declaration", () => {
    const stock = menuEntries().find((e) => e.path === '/produtos/saldo-fisico')!;
    expect(stock).toMatchObject({ group: 'armazenamento', subgroup: 'produtos', access: 'view', labelKey: 'resources.estoque.pages.saldo-fisico', icon: 'Inventory' });
    expect(stock.home.name).toBe('estoque');
    const pages = homes.flatMap((h) => Object.values(h.pages ?? {}).filter((p) => p.menu).map((p) => p.path));
    expect(menuEntries().map((e) => e.path)).toEqual(expect.arrayContaining(pages));
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

  it('paths are unique and every icon exists', () => {
    const all = menuEntries();
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length);
    const icons = [...all.map((e) => e.icon), ...ownerEntries(USER_TYPES.motorista.id).map((e) => e.icon), ...Object.values(GROUP_ICONS), ...Object.values(SUBGROUPS).map((s) => s.icon)];
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
    Object.fromEntries(visibleMenu({ roles, tipo: USER_TYPES.motorista.id }).map((g) => [g.name, g.entries.map((e) => e.path)]));

  it('a driver without any role sees their day and its map, not an empty menu', () => {
    expect(driverPaths([])).toEqual({ transporte: ['/itinerarios-mobile', '/v2/maps'] });
  });

  it('a driver holding roles sees their day first and the map once; nobody else sees a day', () => {
    expect(driverPaths(['view-coleta-entrega'])).toEqual({ transporte: ['/itinerarios-mobile', '/aeroportos', '/v2/materiais', '/insumos', '/v2/maps'] });
    expect(driverPaths(['view-veiculos'])).toEqual({ transporte: ['/itinerarios-mobile', '/v2/maps'] });
    expect(paths(['admin']).transporte).not.toContain('/itinerarios-mobile');
    expect(visibleMenu({ roles: [], tipo: USER_TYPES.outros.id })).toEqual([]);
  });
});

describe('declared resources', () => {
  it('a declared resource gives its entry its own role, label and icon', () => {
    const romaneios = declare('romaneios', 'view-ocorrencias', 'armazenamento', 'LocalShipping');
    const entry = menuEntries([romaneios]).find((e) => e.path === '/romaneios')!;
    expect(entry).toMatchObject({ access: 'view', home: romaneios, labelKey: 'resources.romaneios.name', icon: 'LocalShipping' });
    expect(paths(['view-ocorrencias', 'view-armazenamento'], [romaneios])).toEqual({ armazenamento: ['/romaneios'] });
  });

  it('a hidden declaration has no entry', () => {
    const hidden = { ...declare('materiais-fornecedores', 'view-fornecedores', 'gestao'), menu: { group: 'gestao' as const, order: 1, icon: 'SwapHoriz', hidden: true } };
    expect(menuEntries([hidden]).map((e) => e.path)).not.toContain('/materiais-fornecedores');
  });

  it('a declared resource the list does not name joins the end of its group', () => {
    const recebimentos = declare('recebimentos', 'view-entradas', 'armazenamento');
    expect(paths(['admin'], [recebimentos]).armazenamento.at(-1)).toBe('/recebimentos');
  });
});
