import { StockList } from './StockList';

// One component per route, so each page keeps its own list state.
export const SaldoFisico = () => <StockList page="saldo-fisico" />;
export const SaldoLote = () => <StockList page="saldo-produto-lote" />;
export const SaldoEndereco = () => <StockList page="saldo-produto-lote-enderecamento" />;
export const Status = () => <StockList page="status" />;
