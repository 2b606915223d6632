import { ResourceEdit } from '../../screens/ResourceEdit';
import { useCurrentSettings } from './useCurrentSettings';

/** The current settings cannot be deleted (the server refuses too); older copies can. */
export const ConfiguracaoEdit = () => {
  const { current } = useCurrentSettings();
  return <ResourceEdit deletable={(record) => !!current && record.id !== current.id} />;
};

export default ConfiguracaoEdit;
