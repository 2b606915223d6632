import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, useTranslateLabel } from 'react-admin';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useFormContext } from 'react-hook-form';

interface Props {
  resource: string;
  source: string;
  label?: string;
  children: ReactNode;
}

/**
 * An input that fails to render takes only its own place down, never the form: everything
 * typed stays in the form, which can still be saved, and the failure is said where the input
 * was. Trying again clears the field's message first, the usual thing an input fails to show.
 */
export const FieldBoundary = ({ resource, source, label, children }: Props) => {
  const { clearErrors } = useFormContext();
  return (
    <ErrorBoundary onReset={() => clearErrors(source)}
      fallbackRender={(props) => <FieldFailed {...props} resource={resource} source={source} label={label} />}>
      {children}
    </ErrorBoundary>
  );
};

const FieldFailed = ({ resetErrorBoundary, resource, source, label }: FallbackProps & Omit<Props, 'children'>) => {
  const translate = useTranslate();
  const field = useTranslateLabel()({ resource, source, label });
  return (
    <Alert severity="error" sx={{ my: 1 }}
      action={<Button color="inherit" size="small" onClick={resetErrorBoundary}>{translate('app.errors.try_again')}</Button>}>
      {translate('app.forms.field_failed', { field })}
    </Alert>
  );
};
