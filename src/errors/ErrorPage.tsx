import { Box, Button, Stack, Typography } from '@mui/material';
import { useContext, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { InShellContext } from '../layout/InShellContext';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';

/** docs/domain.md "Errors and notifications": the status comes from the error's status code, status or response status, else 500. */
export const errorStatus = (error: unknown): number => {
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } } | undefined;
  for (const candidate of [e?.statusCode, e?.status, e?.response?.status]) {
    const n = Number(candidate);
    if (Number.isInteger(n) && n >= 400 && n < 600) return n;
  }
  return 500;
};

const ErrorContent = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const translate = useTranslate();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const status = errorStatus(error);
  // Inside the shell the page already has its main landmark.
  const inShell = useContext(InShellContext);
  return (
    <Box role={inShell ? undefined : 'main'} data-status={status} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="text.secondary">{status}</Typography>
      <Typography variant="h5" component="h1">{translate('app.errors.page_status', { status })}</Typography>
      <Typography color="text.secondary">{translate('app.errors.page_text')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {onRetry && <Button variant="outlined" onClick={onRetry}>{translate('app.errors.try_again')}</Button>}
        <Button component={Link} to="/" variant="contained">{translate('app.errors.go_home')}</Button>
      </Stack>
    </Box>
  );
};

/** When the error page itself fails: plain markup, the fixed English text of docs/domain.md "Errors and notifications", no theme. */
const ErrorPageFailed = ({ error }: FallbackProps) => (
  <div role="alert" style={{ padding: 32, fontFamily: 'sans-serif' }}>
    <h1>An error occurred while showing the error page</h1>
    <pre style={{ whiteSpace: 'pre-wrap' }}>{String((error as Error)?.stack ?? error)}</pre>
    <a href="/">Go back to home</a>
  </div>
);

/** `onRetry`: the page can be shown again (a screen that failed inside the shell). */
export const ErrorPage = ({ error, onRetry }: { error?: unknown; onRetry?: () => void }) => (
  <ErrorBoundary FallbackComponent={ErrorPageFailed}>
    <ErrorContent error={error} onRetry={onRetry} />
  </ErrorBoundary>
);

/** /500: the error page of the theme (docs/domain.md "Account and error pages"). */
export const ServerErrorPage = () => <ErrorPage error={{ status: 500 }} />;

export default ErrorPage;
