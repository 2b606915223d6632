import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/Inbox';
import { Button, Stack, Typography } from '@mui/material';
import { ListNoResults, useCanAccess, useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Resource } from '../../registry/define';
import { ImportButton } from '../ImportButton';

/**
 * A list with no records invites creating the first one (create pages are /x/add, docs/domain.md "Routes and menu"),
 * or importing them; with filters set it says that nothing matches them.
 */
export const ListEmpty = ({ r }: { r: Resource }) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { filterValues } = useListContext();
  const { canAccess } = useCanAccess({ resource: r.name, action: 'create' });
  if (Object.keys(filterValues ?? {}).length) return <ListNoResults />;
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, px: 2, py: 5 }} data-testid="list-empty">
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">{translate('ra.page.empty', { name: getResourceLabel(r.name, 0) })}</Typography>
      {canAccess && (
        <>
          <Typography color="text.secondary">{translate('ra.page.invite')}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button component={Link} to={`/${r.name}/add`} variant="contained" startIcon={<AddIcon />}>
              {translate('ra.action.create')}
            </Button>
            {r.importable && <ImportButton r={r} />}
          </Stack>
        </>
      )}
    </Stack>
  );
};
