import { useGetList } from 'react-admin';

/** docs/domain.md "Current settings": the current settings are the first configuracoes row by creation. */
export const useCurrentSettings = () => {
  const { data, isPending } = useGetList('configuracoes', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  return { current: data?.[0], isPending };
};
