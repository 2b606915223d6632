import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A list that failed to load says so and offers to try again; it never reads as "no results". */
export const ListLoadError = () => {
  const { error, refetch, isFetching } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={(
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} disabled={isFetching} onClick={() => void refetch()}>
          {translate('app.lists.retry')}
        </Button>
      )}
    >
      <AlertTitle>{translate('app.lists.load_failed')}</AlertTitle>
      {error?.message}
    </Alert>
  );
};
