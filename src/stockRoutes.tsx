import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { LEDGER_PATH } from './stock/pages';

const SaldoFisico = lazyPage(() => import('./stock/screens').then((m) => ({ default: m.SaldoFisico })));
const SaldoLote = lazyPage(() => import('./stock/screens').then((m) => ({ default: m.SaldoLote })));
const SaldoEndereco = lazyPage(() => import('./stock/screens').then((m) => ({ default: m.SaldoEndereco })));
const Status = lazyPage(() => import('./stock/screens').then((m) => ({ default: m.Status })));
const Ledger = lazyPage(() => import('./stock/LedgerList'));

/** Paths these routes answer, so the menu does not give them a "coming soon" page. */
export const STOCK_PATHS = [
  '/produtos/saldo-fisico', '/produtos/saldo-produto-lote', '/produtos/saldo-produto-lote-enderecamento', '/produtos/status', LEDGER_PATH,
];

/** The stock pages (read-only balances) and the ledger behind them (docs/domain.md "Warehousing"). */
export const stockRoutes = () => [
  <Route key="saldo-fisico" path="/produtos/saldo-fisico" element={<SaldoFisico />} />,
  <Route key="saldo-produto-lote" path="/produtos/saldo-produto-lote" element={<SaldoLote />} />,
  <Route key="saldo-produto-lote-enderecamento" path="/produtos/saldo-produto-lote-enderecamento" element={<SaldoEndereco />} />,
  <Route key="status" path="/produtos/status" element={<Status />} />,
  <Route key="movimentos" path={LEDGER_PATH} element={<Ledger />} />,
];
