import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, Labeled, Show, TabbedShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { KindField } from '../fields/KindField';
import { LinesField } from '../fields/LinesField';
import { isEditable } from '../registry/define';
import { HistoryTab } from './history/HistoryTab';
import { useResourceDef } from './useResourceDef';
import { TransitionButtons } from './workflow/TransitionButtons';

const ShowActions = ({ ownMoves, noEdit }: { ownMoves?: readonly string[]; noEdit?: boolean }) => {
  const r = useResourceDef();
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <TransitionButtons except={ownMoves} />
      {isEditable(r, record) && !noEdit && <EditButton />}
    </TopToolbar>
  );
};

/**
 * The generated show page: the record's fields (line items as tables), and its history. A
 * resource's own show page may leave fields out (`omit`), add sections below the fields, and make
 * some moves itself (`ownMoves`, status ids: a count is submitted with its lines, not by a bare move).
 */
export const ResourceShow = ({ children, omit = [], ownMoves, noEdit }: {
  children?: ReactNode; omit?: readonly string[]; ownMoves?: readonly string[];
  /** No Edit button: the caller may read the record but not change it (a cycle count's counters). */
  noEdit?: boolean;
}) => {
  const r = useResourceDef();
  const translate = useTranslate();
  const fields = Object.entries(r.fields).filter(([name, f]) => !f.writeOnly && !omit.includes(name));
  return (
    <Show actions={<ShowActions ownMoves={ownMoves} noEdit={noEdit} />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate('app.history.details')}>
          {/* A long unbroken value (a URL, a code pasted twice) breaks anywhere rather than overflow its card; numbers and documents keep their nowrap. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2, overflowWrap: 'anywhere', '& > *': { minWidth: 0 } }}>
            {fields.filter(([, f]) => f.kind !== 'lines').map(([source, field]) => (
              <Labeled key={source} source={source} label={field.label}>
                <KindField source={source} field={field} />
              </Labeled>
            ))}
            <Labeled source="updated_at" label="common.fields.updated_at">
              <KindField source="updated_at" field={{ kind: 'datetime' }} />
            </Labeled>
          </Box>
          {fields.filter(([, f]) => f.kind === 'lines').map(([source, field]) => (
            <Labeled key={source} source={source} label={field.label} fullWidth>
              <LinesField resource={r.name} source={source} field={field} />
            </Labeled>
          ))}
          {children}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate('app.history.tab')} path="historico">
          <HistoryTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};

export default ResourceShow;
