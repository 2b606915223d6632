import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LayoutProps, useAuthState } from 'react-admin';
import { connectRealtime } from '../providers/realtime';
import { AppLayout } from './AppLayout';

/** The shell, with the realtime socket open for as long as someone is signed in to it. */
export const RealtimeLayout = (props: LayoutProps) => {
  const queryClient = useQueryClient();
  const { authenticated } = useAuthState(undefined, false);
  useEffect(() => (authenticated ? connectRealtime(queryClient) : undefined), [authenticated, queryClient]);
  return <AppLayout {...props} />;
};
