import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LayoutProps, useAuthState } from 'react-admin';
import { connectRealtime } from '../providers/realtime';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { AppLayout } from './AppLayout';

/**
 * The shell, with the realtime socket open for as long as someone is signed in to it, and the
 * service worker registered only then (a sign-in page alone has nothing to keep offline).
 */
export const RealtimeLayout = (props: LayoutProps) => {
  const queryClient = useQueryClient();
  const { authenticated } = useAuthState(undefined, false);
  useEffect(() => (authenticated ? connectRealtime(queryClient) : undefined), [authenticated, queryClient]);
  return <>{authenticated && <UpdatePrompt />}<AppLayout {...props} /></>;
};
