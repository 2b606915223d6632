import { Alert, AlertTitle } from '@mui/material';
import { forwardRef } from 'react';
import { useNotify } from 'react-admin';
import { NOTIFICATION_MS } from '../layout/AppNotification';

type Variant = 'success' | 'danger';

interface ToastProps {
  title: string;
  message?: string;
  variant: Variant;
}

/** docs/domain.md "Errors and notifications": a title, a message and a variant; danger is the error kind. */
const Toast = forwardRef<HTMLDivElement, ToastProps>(({ title, message, variant }, ref) => (
  <Alert ref={ref} severity={variant === 'danger' ? 'error' : 'success'} variant="filled" elevation={6}
    role={variant === 'danger' ? 'alert' : 'status'} sx={{ minWidth: 288 }}>
    <AlertTitle sx={{ mb: message ? 0.5 : 0 }}>{title}</AlertTitle>
    {message}
  </Alert>
));
Toast.displayName = 'Toast';

export const useToast = () => {
  const notify = useNotify();
  const show = (variant: Variant) => (title: string, message?: string) =>
    notify(<Toast title={title} message={message} variant={variant} />, {
      type: variant === 'danger' ? 'error' : 'success',
      autoHideDuration: NOTIFICATION_MS,
    });
  return { success: show('success'), danger: show('danger') };
};
