import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { pagePath } from '../../screens/paths';
import { ResourceList } from '../../screens/ResourceList';

/** The itineraries list, with the way to the day's tracking board. */
export const ItinerarioList = () => (
  <ResourceList extraActions={
    <Button component={Link} to={pagePath('itinerarios', 'board')} label="resources.itinerarios.messages.board.open"><DashboardIcon /></Button>
  } />
);

export default ItinerarioList;
