import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LayoutProps, useAuthState, useNotify } from 'react-admin';
import { startOutbox } from '../offline/outbox';
import { authProvider, refreshAuth } from '../providers/authProvider';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { AppLayout } from './AppLayout';

/**
 * The shell, with the realtime socket open and the offline outbox replaying for as long as
 * someone is signed in to it, and the service worker registered only then (a sign-in page alone
 * has nothing to keep offline).
 */
export const RealtimeLayout = (props: LayoutProps) => {
  const queryClient = useQueryClient();
  const { authenticated } = useAuthState(undefined, false);
  const notify = useNotify();
  // The socket's client loads beside the first screen, not before it.
  useEffect(() => {
    if (!authenticated) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('../providers/realtime').then(({ connectRealtime }) => {
      if (!left) stop = connectRealtime(queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [authenticated, queryClient]);
  useEffect(() => (authenticated ? startOutbox({
    refresh: refreshAuth,
    sessionEnded: () => void authProvider.checkError({ status: 401 }),
    replayed: (outcome) => {
      void queryClient.invalidateQueries();
      // A write the server refused is said out loud once; the badge, the page and the stop keep showing it (issue 28).
      if (outcome.refused) notify('app.offline.refused_notice', { type: 'error', messageArgs: { smart_count: outcome.refused } });
    },
  }) : undefined), [authenticated, queryClient, notify]);
  return <>{authenticated && <UpdatePrompt />}<AppLayout {...props} /></>;
};
