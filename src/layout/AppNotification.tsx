import { Notification, type NotificationProps } from 'react-admin';

/** Toasts hide after 5 seconds (docs/domain.md "Errors and notifications"). */
export const NOTIFICATION_MS = 5000;
export const AppNotification = (props: NotificationProps) => <Notification {...props} autoHideDuration={NOTIFICATION_MS} />;
