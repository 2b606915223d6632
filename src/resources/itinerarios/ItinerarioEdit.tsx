import { useRecordContext } from 'react-admin';
import itinerarios from './index';
import { ResourceEdit } from '../../screens/ResourceEdit';
import { PlanRequests } from './PlanRequests';

const Planning = () => {
  const record = useRecordContext();
  return record ? <PlanRequests editable={record.status_id === itinerarios.statusIds.aberto} /> : null;
};

/** The itinerary page (`/v2/itinerarios/itinerario/{id}`): its form, stops in order, and the planning of open requests under it. */
export const ItinerarioEdit = () => <ResourceEdit below={<Planning />} />;

export default ItinerarioEdit;
