/**
 * The stock pages (docs/domain.md "Warehousing"): each a read-only list of GET /v1/produtos/<page>,
 * grouped at its depth. The resource name is the API path, so the v1 data provider reads it as it
 * reads any list.
 */
import { type StockPage, stockResource } from './feed';

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
    page: 'saldo-fisico', resource: stockResource('saldo-fisico'), title: 'app.shell.menu.saldo_fisico',
    columns: ['material_codigo', 'material_descricao', 'material_unidade', 'categoria_nome', ...quantities, 'validade'],
    ledgerKeys: ['material_id'],
  },
  'saldo-produto-lote': {
    page: 'saldo-produto-lote', resource: stockResource('saldo-produto-lote'), title: 'app.shell.menu.saldo_produto_lote',
    columns: ['material_codigo', 'material_descricao', 'lote', 'validade', ...quantities],
    ledgerKeys: ['material_id', 'lote'],
  },
  'saldo-produto-lote-enderecamento': {
    page: 'saldo-produto-lote-enderecamento', resource: stockResource('saldo-produto-lote-enderecamento'), title: 'app.shell.menu.saldo_produto_lote_enderecamento',
    columns: ['material_codigo', 'material_descricao', 'lote', 'endereco', 'validade', ...quantities],
    ledgerKeys: ['material_id', 'lote', 'endereco'],
  },
  status: {
    page: 'status', resource: stockResource('status'), title: 'app.shell.menu.produtos_status',
    columns: ['material_codigo', 'material_descricao', 'material_unidade', 'disponivel', 'reservada', 'bloqueada', 'quantidade'],
    ledgerKeys: ['material_id'],
  },
};

export const LEDGER_PATH = '/produtos/movimentos';
export const NUMBER_COLUMNS: ReadonlySet<string> = new Set([...quantities]);
export const DATE_COLUMNS: ReadonlySet<string> = new Set(['validade']);

/** The ledger page filtered to the movements behind one balance row. */
export const ledgerLink = (def: Pick<PageDef, 'ledgerKeys'>, row: Record<string, unknown>): string => {
  const filter: Record<string, unknown> = {};
  for (const k of def.ledgerKeys) filter[k] = row[k] ?? '';
  return `${LEDGER_PATH}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
};
