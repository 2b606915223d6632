import { useResourceContext } from 'react-admin';
import type { Resource } from '../registry/define';
import { getResource } from '../providers/homes';

export const useResourceDef = (): Resource => {
  const name = useResourceContext();
  const r = getResource(name);
  if (!r) throw new Error(`resource ${name} is not declared in src/resources`);
  return r;
};
