import { defineScreens } from '../../screens/defineScreens';
import type estoque from './index';

const balances = <K extends 'SaldoFisico' | 'SaldoLote' | 'SaldoEndereco' | 'Status'>(name: K) =>
  async () => ({ default: (await import('../../stock/screens'))[name] });

export default defineScreens<typeof estoque>({
  pages: {
    'saldo-fisico': balances('SaldoFisico'),
    'saldo-produto-lote': balances('SaldoLote'),
    'saldo-produto-lote-enderecamento': balances('SaldoEndereco'),
    status: balances('Status'),
    movimentos: () => import('../../stock/LedgerList'),
  },
});
