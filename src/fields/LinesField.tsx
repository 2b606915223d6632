import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { FieldDef } from '../registry/define';
import { getResource } from '../providers/homes';
import { fieldLabelKey, lineLabelKey } from '../registry/labels';
import { KindField } from './KindField';

/** The line items of a record on its show page: a table of the line's fields, in order. */
export const LinesField = ({ resource, source, field }: { resource: string; source: string; field: FieldDef }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const lines = (record?.[source] as Record<string, unknown>[] | undefined) ?? [];
  const columns = Object.entries(field.fields ?? {});
  if (!lines.length) return <Typography variant="body2" color="text.secondary">{translate('app.lines.empty')}</Typography>;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%' }}>
      <Table size="small" aria-label={translate(fieldLabelKey(getResource(resource) ?? { name: resource, fields: {} }, source), { _: source })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.lines.number')}</TableCell>
            {columns.map(([name]) => <TableCell key={name} sx={{ whiteSpace: 'nowrap' }}>{translate(lineLabelKey(resource, source, name))}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <RecordContextProvider key={String(line.id ?? i)} value={line as { id: string }}>
              <TableRow>
                <TableCell>{i + 1}</TableCell>
                {columns.map(([name, f]) => (
                  <TableCell key={name} sx={{ overflowWrap: 'anywhere' }}><Box component="span"><KindField source={name} field={f} /></Box></TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
