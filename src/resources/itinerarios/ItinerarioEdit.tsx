import { useRecordContext } from 'react-admin';
import type { RecordOf } from '../../registry/define';
import { declared } from '../../providers/homes';
import { ResourceEdit } from '../../screens/ResourceEdit';
import type itinerarios from './index';
import { PlanRequests } from './PlanRequests';

const Planning = () => {
  const record = useRecordContext<RecordOf<typeof itinerarios>>();
  return record ? <PlanRequests editable={record.status_id === declared<typeof itinerarios>('itinerarios').statusIds.aberto} /> : null;
};

/** The itinerary page (`/v2/itinerarios/itinerario/{id}`): its form, stops in order, and the planning of open requests under it. */
export const ItinerarioEdit = () => <ResourceEdit below={<Planning />} />;

export default ItinerarioEdit;
