import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { ScanInput } from '../../scan/ScanInput';
import { type ScanLine, type ScanRow, type ScanState, applyScan } from './receiptScan';

/** Codes and bins kept left to right inside a right-to-left sentence (Unicode isolates): A-01-02-03, never 03-A-01-02. */
const isolated = (args: Record<string, string | number> = {}) =>
  Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? `\u2066${v}\u2069` : v]));

interface Props<R extends ScanRow> {
  lines: readonly ScanLine[];
  rows: readonly R[];
  setRows: (rows: R[]) => void;
}

/**
 * The count's scan field (docs/domain.md "Warehousing", receiving by scanning): the bin, then each
 * product, by a scanner or the camera (which stays open while counting). What a read does is
 * receiptScan.ts's; a code on no line of the note is looked up, so the refusal names the product.
 */
export const ReceiptScanner = <R extends ScanRow>({ lines, rows, setRows }: Props<R>) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<ScanState>({});
  const [info, setInfo] = useState<string>();

  const onScan = async (_raw: string, read: Parameters<typeof applyScan>[0]) => {
    const result = applyScan(read, lines, rows, state);
    if (result.ok) {
      if (result.rows) setRows(result.rows as R[]);
      setState(result.state);
      setInfo(translate(result.message.key, isolated(result.message.args)));
      return undefined;
    }
    if ('lookup' in result) {
      try {
        const { data } = await dataProvider.resolveCode({ query: { codigo: result.lookup } });
        if (data.length) return translate('resources.recebimentos.messages.scan_not_on_note', isolated({ codigo: data[0].codigo, descricao: data[0].descricao }));
      } catch {
        // Offline, the server cannot name it: what is sure is that no line of the note has it.
        return translate('resources.recebimentos.messages.scan_code_not_on_note', isolated({ code: result.lookup }));
      }
    }
    return translate(result.message.key, isolated(result.message.args));
  };

  return (
    <Box sx={{ mb: 2 }}>
      <ScanInput id="receipt-scan" continuous onScan={onScan} label={translate('resources.recebimentos.messages.scan_label')}
        helperText={info ?? translate(state.bin ? 'resources.recebimentos.messages.scan_bin' : 'resources.recebimentos.messages.scan_bin_first', isolated({ bin: state.bin ?? '' }))} />
    </Box>
  );
};
