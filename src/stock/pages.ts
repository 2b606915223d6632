/**
 * The stock pages (docs/domain.md "Warehousing"): each a read-only list of GET /v1/produtos/<page>,
 * grouped at its depth. The resource name is the API path, so the v1 data provider reads it as it
 * reads any list.
 */
import { pageLabelKey } from '../registry/labels';
import { pagePath } from '../screens/paths';
import { type StockPage, stockPagePath } from '../resources/estoque';

/** A stock page's react-admin resource: its API path under /v1. */
const stockResource = (page: StockPage) => stockPagePath(page).slice(1);

export interface PageDef {
  page: StockPage;
  /** react-admin's resource: the API path under /v1. */
  resource: string;
  title: string;
  /** Columns, in order; every one sortable by the API. */
  columns: readonly string[];
  /** Keys of a row that the ledger link filters by. */
  ledgerKeys: readonly ('material_id' | 'lote' | 'endereco')[];
}

const quantities = ['quantidade', 'reservada', 'bloqueada', 'disponivel'] as const;

export const PAGE_DEFS: Record<StockPage, PageDef> = {
  'saldo-fisico': {
    page: 'saldo-fisico', resource: stockResource('saldo-fisico'), title: pageLabelKey('estoque', 'saldo-fisico'),
    columns: ['material_codigo', 'material_descricao', 'material_unidade', 'categoria_nome', ...quantities, 'validade'],
    ledgerKeys: ['material_id'],
  },
  'saldo-produto-lote': {
    page: 'saldo-produto-lote', resource: stockResource('saldo-produto-lote'), title: pageLabelKey('estoque', 'saldo-produto-lote'),
    columns: ['material_codigo', 'material_descricao', 'lote', 'validade', ...quantities],
    ledgerKeys: ['material_id', 'lote'],
  },
  'saldo-produto-lote-enderecamento': {
    page: 'saldo-produto-lote-enderecamento', resource: stockResource('saldo-produto-lote-enderecamento'), title: pageLabelKey('estoque', 'saldo-produto-lote-enderecamento'),
    columns: ['material_codigo', 'material_descricao', 'lote', 'endereco', 'validade', ...quantities],
    ledgerKeys: ['material_id', 'lote', 'endereco'],
  },
  status: {
    page: 'status', resource: stockResource('status'), title: pageLabelKey('estoque', 'status'),
    columns: ['material_codigo', 'material_descricao', 'material_unidade', 'disponivel', 'reservada', 'bloqueada', 'quantidade'],
    ledgerKeys: ['material_id'],
  },
};

/** The ledger's page (the estoque area's `movimentos`). */
export const ledgerPath = () => pagePath('estoque', 'movimentos');
export const NUMBER_COLUMNS: ReadonlySet<string> = new Set([...quantities]);
export const DATE_COLUMNS: ReadonlySet<string> = new Set(['validade']);

/** The ledger page filtered to the movements behind one balance row. */
export const ledgerLink = (def: Pick<PageDef, 'ledgerKeys'>, row: Record<string, unknown>): string => {
  const filter: Record<string, unknown> = {};
  for (const k of def.ledgerKeys) filter[k] = row[k] ?? '';
  return `${ledgerPath()}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
};
