import { ResourceShow } from '../../screens/ResourceShow';
import { StopsProof } from './StopsProof';

/** The itinerary's page: its fields and, instead of a table of stops, each stop with its proof of delivery. */
export const ItinerarioShow = () => (
  <ResourceShow omit={['paradas']}>
    <StopsProof />
  </ResourceShow>
);

export default ItinerarioShow;
