import { Box } from '@mui/material';
import { Fragment } from 'react';
import { SimpleList, useRecordContext } from 'react-admin';
import { KindField } from '../../fields/KindField';
import { representText } from '../../providers/homes';
import type { Resource } from '../../registry/define';
import { ListEmpty } from './ListEmpty';

/** The two declared fields under a record's name; a declaration without phoneList shows its first list columns. */
const phoneFields = (r: Resource): readonly string[] => r.phoneList ?? r.list.filter((f) => f !== r.display).slice(0, 2);

const Secondary = ({ r }: { r: Resource }) => {
  const record = useRecordContext();
  const filled = phoneFields(r).filter((source) => record?.[source] !== null && record?.[source] !== undefined && record?.[source] !== '');
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
      {filled.map((source, i) => (
        <Fragment key={source}>
          {i > 0 && <span aria-hidden>·</span>}
          {/* The row is the link; a reference inside it is text. */}
          <KindField source={source} field={r.fields[source]} link={false} />
        </Fragment>
      ))}
    </Box>
  );
};

/** Below 600 px a list is a list of records, not a table: a tap (or Enter) opens the record. */
export const PhoneList = ({ r }: { r: Resource }) => (
  <SimpleList
    // A link to the edit page (a function would make rows buttons without an address); a record
    // that may no longer change opens its show page from there.
    rowClick="edit"
    primaryText={(record) => <bdi>{representText(r, record)}</bdi>}
    secondaryText={phoneFields(r).length ? <Secondary r={r} /> : undefined}
    empty={<ListEmpty r={r} />}
  />
);
