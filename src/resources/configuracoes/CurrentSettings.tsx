import { Loading, useCreatePath } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useCurrentSettings } from './useCurrentSettings';

/** docs/domain.md "Current settings": the first row is the current settings, so the list opens that row's edit page. */
export const CurrentSettings = () => {
  const createPath = useCreatePath();
  const { current, isPending } = useCurrentSettings();
  if (isPending) return <Loading />;
  return <Navigate replace to={current ? createPath({ resource: 'configuracoes', id: current.id, type: 'edit' }) : '/configuracoes/add'} />;
};

export default CurrentSettings;
