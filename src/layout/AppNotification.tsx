import { Notification, type NotificationProps } from 'react-admin';

/** Toasts hide after 5 seconds (SPEC 8). */
export const NOTIFICATION_MS = 5000;
export const AppNotification = (props: NotificationProps) => <Notification {...props} autoHideDuration={NOTIFICATION_MS} />;
