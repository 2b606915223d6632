import { useCallback } from 'react';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import type { AcceptedRead } from './ScanInput';
import { resolveScan } from './resolveScan';

/**
 * `resolveScan` over the API (GET /v1/leituras/materiais), for a screen's `onScan`: a bin or a
 * material with its lot, expiry and count; `fornecedorId` limits supplier codes to that supplier's.
 */
export const useResolveScan = (fornecedorId?: string) => {
  const dataProvider = useAppDataProvider();
  return useCallback((read: AcceptedRead) => resolveScan(read, async (codigo) =>
    (await dataProvider.resolveCode({ query: { codigo, ...(fornecedorId ? { fornecedor_id: fornecedorId } : {}) } })).data), [dataProvider, fornecedorId]);
};
