import { useGetList } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import type configuracoes from './index';

/** docs/domain.md "Current settings": the current settings are the first configuracoes row by creation; readable by every signed-in user. */
export const useCurrentSettings = () => {
  const { data, isPending } = useGetList<RecordOf<typeof configuracoes>>('configuracoes', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'ASC' },
  }, { staleTime: 5 * 60_000 });
  return { current: data?.[0], isPending };
};
