import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, Stack, Table, TableBody,
  TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery,
} from '@mui/material';
import { type Theme, alpha } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { HttpError, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { intlLocale } from '../fields/format';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import type { Resource } from '../registry/define';
import { resourceNameKey } from '../registry/labels';
import { useToast } from '../notifications/useToast';
import { csvSeparator, decodeCsv, parseCsv } from './csv/parse';
import { type Column, type CsvRow, duplicateColumn, fieldLabel, mapHeader, templateCsv, toRows } from './csv/rows';
import { importTranslators } from './csv/vocabulary';
import { IMPORT_MAX_ROWS } from '../registry/limits';

/** The preview shows the first rows, and rows with errors beyond them up to as many again. */
const PREVIEW_ROWS = 50;

type RowErrors = Map<number, Record<string, string>>;
interface ImportErrorBody {
  message?: string;
  rows?: { row: number; fields: Record<string, string> }[];
}

interface Loaded {
  file: string;
  columns: Column[];
  rows: CsvRow[];
}

type Status = 'idle' | 'checking' | 'checked' | 'importing';

/** A file name or header kept in its own direction inside a translated sentence (an Arabic page). */
const isolate = (s: string) => `\u2068${s}\u2069`;

const rowErrorsOf = (err: unknown): RowErrors | undefined => {
  if (!(err instanceof HttpError)) return undefined;
  const rows = (err.body as ImportErrorBody | undefined)?.rows;
  return Array.isArray(rows) ? new Map(rows.map((e) => [e.row, e.fields])) : undefined;
};

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * CSV import of an importable resource: the file is read in the browser, the server checks
 * every row (dry run), the preview shows the rows with their errors, and the rows are imported
 * in one transaction only when the whole file is valid.
 */
export const ImportDialog = ({ r, onClose }: { r: Resource; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(intlLocale(locale));
  // On a phone the preview needs every pixel: the dialog takes the whole screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const refresh = useRefresh();
  const toast = useToast();
  const dataProvider = useAppDataProvider();
  const checkRows = useMutation({ mutationFn: (rows: Record<string, unknown>[]) => dataProvider.importRows(r.name, rows, { dryRun: true }) });
  const importRows = useMutation({ mutationFn: (rows: Record<string, unknown>[]) => dataProvider.importRows(r.name, rows) });
  const [loaded, setLoaded] = useState<Loaded>();
  const [errors, setErrors] = useState<RowErrors>(new Map());
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<Status>('idle');
  // A newer file wins over an answer still on its way for an older one.
  const attempt = useRef(0);

  const label = (field: string) => fieldLabel(r, field, translate);
  const busy = status === 'checking' || status === 'importing';

  const fail = (message: string) => {
    setProblem(message);
    setStatus('idle');
  };

  const check = async (file: File) => {
    const mine = ++attempt.current;
    setLoaded(undefined);
    setErrors(new Map());
    setProblem(undefined);
    let text: string;
    let translators: Awaited<ReturnType<typeof importTranslators>>;
    try {
      [text, translators] = await Promise.all([file.arrayBuffer().then(decodeCsv), importTranslators(translate)]);
    } catch {
      return fail(translate('app.csv.read_failed'));
    }
    if (mine !== attempt.current) return;
    const parsed = parseCsv(text);
    if (parsed.unterminatedAt !== undefined) {
      return fail(translate('app.csv.unterminated_quote', { row: Math.max(parsed.unterminatedAt - 1, 1) }));
    }
    const [header, ...records] = parsed.records;
    if (!header || header.every((h) => h.trim() === '')) return fail(translate('app.csv.empty_file'));
    const columns = mapHeader(r, header, translators);
    const twice = duplicateColumn(columns);
    if (twice !== undefined) return fail(translate('app.csv.duplicate_column', { column: twice }));
    if (!records.length) return fail(translate('app.csv.empty'));
    if (records.length > IMPORT_MAX_ROWS) return fail(translate('app.csv.too_many_rows', { max: IMPORT_MAX_ROWS }));
    const rows = toRows(r, columns, records, translators, locale);
    setLoaded({ file: file.name, columns, rows });
    setStatus('checking');
    try {
      await checkRows.mutateAsync(rows.map((x) => x.data));
      if (mine !== attempt.current) return;
      setStatus('checked');
    } catch (err) {
      if (mine !== attempt.current) return;
      const rowErrors = rowErrorsOf(err);
      if (rowErrors) {
        setErrors(rowErrors);
        setStatus('checked');
      } else {
        fail(err instanceof Error ? err.message : translate('app.csv.read_failed'));
      }
    }
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after it was fixed.
    e.target.value = '';
    if (file) void check(file);
  };

  const runImport = async () => {
    if (!loaded) return;
    const mine = ++attempt.current;
    setStatus('importing');
    try {
      const res = await importRows.mutateAsync(loaded.rows.map((x) => x.data));
      if (mine !== attempt.current) return;
      toast.success(res.imported === 1 ? translate('app.csv.imported_one') : translate('app.csv.imported_other', { count: number.format(res.imported) }));
      refresh();
      onClose();
    } catch (err) {
      if (mine !== attempt.current) return;
      const rowErrors = rowErrorsOf(err);
      if (rowErrors) {
        setErrors(rowErrors);
        setStatus('checked');
      } else {
        setProblem(err instanceof Error ? err.message : translate('app.csv.read_failed'));
        setStatus('checked');
      }
    }
  };

  const total = loaded?.rows.length ?? 0;
  const valid = status === 'checked' && !!loaded && errors.size === 0 && !problem;
  const shown = loaded
    ? [...loaded.rows.slice(0, PREVIEW_ROWS), ...loaded.rows.slice(PREVIEW_ROWS).filter((x) => errors.has(x.row)).slice(0, PREVIEW_ROWS)]
    : [];
  const unknown = loaded?.columns.filter((c) => !c.field && c.header !== '').map((c) => c.header) ?? [];
  const name = translate(resourceNameKey(r.name), { smart_count: 2 });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="lg" aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{translate('app.csv.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{translate('app.csv.intro')}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              {translate(loaded ? 'app.csv.choose_other' : 'app.csv.choose_file')}
              <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={onFile} />
            </Button>
            <Link component="button" type="button" variant="body2"
              onClick={() => download(`${r.name}.csv`, templateCsv(r, translate, csvSeparator(locale)))}>
              {translate('app.csv.template')}
            </Link>
          </Stack>
          {busy && (
            <Box>
              <LinearProgress />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(status === 'importing' ? 'app.csv.importing' : 'app.csv.checking')}
              </Typography>
            </Box>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {loaded && (
            <Typography variant="body2">{translate('app.csv.file_rows', { file: isolate(loaded.file), count: number.format(total) })}</Typography>
          )}
          {unknown.length > 0 && (
            <Alert severity="warning">{translate('app.csv.unknown_columns', { columns: unknown.map(isolate).join(', ') })}</Alert>
          )}
          {status === 'checked' && errors.size > 0 && (
            <Alert severity="error">{translate('app.csv.invalid_summary', { count: number.format(errors.size) })}</Alert>
          )}
          {valid && <Alert severity="success">{translate('app.csv.all_valid')}</Alert>}
          {loaded && status !== 'checking' && (
            <>
              {/* Wide files scroll inside the preview, never cut columns or widen the dialog. */}
              <TableContainer sx={{ maxHeight: 420, maxWidth: '100%', overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" stickyHeader aria-label={translate('app.csv.preview')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.csv.row')}</TableCell>
                      <TableCell>{translate('app.csv.errors')}</TableCell>
                      {loaded.columns.map((c, i) => (
                        <TableCell key={i} sx={{ whiteSpace: 'nowrap', color: c.field ? undefined : 'warning.main' }}>
                          <bdi>{c.field ? label(c.field) : c.header}</bdi>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((x) => {
                      const rowErrors = errors.get(x.row);
                      return (
                        <TableRow key={x.row} data-row={x.row} sx={rowErrors ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}>
                          <TableCell>{number.format(x.row)}</TableCell>
                          <TableCell sx={{ minWidth: errors.size ? 240 : undefined, color: 'error.main' }}>
                            {rowErrors && Object.entries(rowErrors).map(([field, message]) => (
                              <div key={field}>{field === '_' ? message : `${label(field)}: ${message}`}</div>
                            ))}
                          </TableCell>
                          {loaded.columns.map((c, i) => (
                            <TableCell key={i} sx={{ whiteSpace: 'nowrap', color: rowErrors?.[c.field ?? c.header] ? 'error.main' : undefined, fontWeight: rowErrors?.[c.field ?? c.header] ? 700 : undefined }}>
                              <bdi>{x.cells[i] ?? ''}</bdi>
                            </TableCell>
                          ))}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              <Typography variant="caption" color="text.secondary">
                {translate('app.csv.showing', { shown: number.format(shown.length), total: number.format(total) })}
              </Typography>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void runImport()} disabled={!valid || busy}>
          {total === 1 ? translate('app.csv.import_one') : translate('app.csv.import_other', { count: number.format(total) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ImportDialog;
