/**
 * The stock's names the rest of the app needs without the stock screens (the realtime client is in
 * the first download): the pages' react-admin resources, the ledger's, and the change feed.
 */
export type StockPage = 'saldo-fisico' | 'saldo-produto-lote' | 'saldo-produto-lote-enderecamento' | 'status';
export const STOCK_PAGES: readonly StockPage[] = ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status'];

/** A stock page's react-admin resource: its API path under /v1. */
export const stockResource = (page: StockPage) => `produtos/${page}`;
export const LEDGER_RESOURCE = 'estoque-movimentos';

/**
 * The ledger's change feed on the realtime socket (server/stock/ledger.ts announces every posting
 * on it): not a registry resource, so it names its own view role, that of the stock pages.
 */
export const STOCK_FEED = { name: 'estoque', viewRole: 'view-produtos' } as const;

/** What a posting makes stale: every stock page and the ledger. */
export const STOCK_RESOURCES: readonly string[] = [...STOCK_PAGES.map(stockResource), LEDGER_RESOURCE];
