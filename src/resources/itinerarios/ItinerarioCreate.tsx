import { ResourceCreate } from '../../screens/ResourceCreate';

/** A new itinerary opens on its page, where its requests are planned next (not on the list). */
export const ItinerarioCreate = () => <ResourceCreate redirectTo="edit" />;

export default ItinerarioCreate;
