import { Loading, useCreatePath, useGetList } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** SPEC 3: the first row is the current settings, so the list opens that row's edit page. */
export const CurrentSettings = () => {
  const createPath = useCreatePath();
  const { data, isPending } = useGetList('configuracoes', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  const current = data?.[0];
  return <Navigate replace to={current ? createPath({ resource: 'configuracoes', id: current.id, type: 'edit' }) : '/configuracoes/add'} />;
};

export default CurrentSettings;
