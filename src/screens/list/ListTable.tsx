import { forwardRef, type KeyboardEvent } from 'react';
import {
  BulkActionsToolbar, BulkDeleteButton, DatagridBody, DatagridConfigurable, DatagridRow, type DatagridRowProps, FunctionField, useListContext,
} from 'react-admin';
import { KindField } from '../../fields/KindField';
import { type Resource, isEditable, isOverdue } from '../../registry/define';
import { OverdueChip } from '../workflow/OverdueChip';
import { ListEmpty } from './ListEmpty';

// A late record's row is tinted, and its last column says why.
const OVERDUE_ROW = { bgcolor: 'rgba(237, 108, 2, 0.12)' };

/** A row opens with Enter as with a click, so the list works without a mouse. */
const KeyboardRow = forwardRef<HTMLTableRowElement, DatagridRowProps>((props, ref) => (
  <DatagridRow
    ref={ref}
    {...props}
    tabIndex={0}
    onKeyDown={(e: KeyboardEvent<HTMLTableRowElement>) => {
      if (e.key === 'Enter' && e.target === e.currentTarget) e.currentTarget.click();
    }}
  />
));
KeyboardRow.displayName = 'KeyboardRow';

/** The bulk actions slide out of sight while nothing is selected; inert keeps them out of the tab order too. */
const BulkActions = () => {
  const { selectedIds } = useListContext();
  return (
    <div inert={!selectedIds?.length}>
      <BulkActionsToolbar>
        {/* Asks first and waits for the server, which may refuse (a record still referenced): no row vanishes before it answers. */}
        <BulkDeleteButton mutationMode="pessimistic" />
      </BulkActionsToolbar>
    </div>
  );
};

/** The desktop list: the declared columns, sortable; a table wider than the page scrolls inside itself. */
export const ListTable = ({ r }: { r: Resource }) => (
  <DatagridConfigurable
    rowClick={(_id, _resource, record) => (isEditable(r, record) ? 'edit' : 'show')}
    rowSx={(record) => (isOverdue(r, record) ? OVERDUE_ROW : {})}
    body={<DatagridBody row={<KeyboardRow />} />}
    bulkActionsToolbar={<BulkActions />}
    empty={<ListEmpty r={r} />}
    sx={{
      '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
      '& .RaDatagrid-row:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
    }}
  >
    {r.list.map((source) => <KindField key={source} source={source} field={r.fields[source]} label={r.fields[source].label} />)}
    {r.overdue && <FunctionField label="app.workflow.overdue" sortable={false} render={(record) => <OverdueChip r={r} record={record} />} />}
  </DatagridConfigurable>
);
