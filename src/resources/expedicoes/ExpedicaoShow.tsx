import { ResourceShow } from '../../screens/ResourceShow';
import { ConfirmShipment } from './ConfirmShipment';

/** The note's page: its fields and lines, and while it is open, its confirmation. */
export const ExpedicaoShow = () => (
  <ResourceShow>
    <ConfirmShipment />
  </ResourceShow>
);

export default ExpedicaoShow;
