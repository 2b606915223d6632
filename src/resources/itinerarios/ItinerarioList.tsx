import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../screens/ResourceList';

/** The itineraries list, with the way to the day's tracking board. */
export const ItinerarioList = () => (
  <ResourceList extraActions={
    <Button component={Link} to="/v2/itinerarios/acompanhamento" label="app.transport.board.open"><DashboardIcon /></Button>
  } />
);

export default ItinerarioList;
