import { ResourceShow } from '../../screens/ResourceShow';
import { ConfirmShipment } from './ConfirmShipment';
import { PickByScanning } from './PickByScanning';

/**
 * The note's page: its fields and lines, and while it is open, picking by scanning and its
 * confirmation. The picks themselves are the picking screen's list and the history's entries.
 */
export const ExpedicaoShow = () => (
  <ResourceShow omit={['separacoes']}>
    <PickByScanning />
    <ConfirmShipment />
  </ResourceShow>
);

export default ExpedicaoShow;
