import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LayoutProps } from 'react-admin';
import { connectRealtime } from '../providers/realtime';
import { AppLayout } from './AppLayout';

/** The signed-in shell, with the realtime socket open for as long as it is shown. */
export const RealtimeLayout = (props: LayoutProps) => {
  const queryClient = useQueryClient();
  useEffect(() => connectRealtime(queryClient), [queryClient]);
  return <AppLayout {...props} />;
};
