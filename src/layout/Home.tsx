import RouteIcon from '@mui/icons-material/Route';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEntryLabel } from './MenuEntryLink';
import { NamedIcon } from './icons';
import { useVisibleMenu } from './useMenu';
import { TIPO_USUARIO_IDS } from '../registry/seedIds';
import { session } from '../providers/session';

/** `/`: a welcome, a driver's day (for drivers), and the dashboards the user may open. */
export const Home = () => {
  const translate = useTranslate();
  const entryLabel = useEntryLabel();
  const { identity } = useGetIdentity();
  const dashboards = useVisibleMenu().find((g) => g.name === 'dashboards')?.entries ?? [];
  // A driver opens the app for the day's stops; the server shows them only their own.
  const driver = session.user()?.tipo_id === TIPO_USUARIO_IDS.motorista;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.shell.home')} />
      <Card>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography color="text.secondary">{translate('app.home.intro')}</Typography>
        </CardContent>
      </Card>
      {driver && (
        <Card>
          <CardActionArea component={Link} to="/itinerarios-mobile" sx={{ p: 2.5, display: 'flex', justifyContent: 'flex-start', gap: 2 }}>
            <RouteIcon color="primary" fontSize="large" />
            <Typography variant="subtitle1">{translate('app.transport.mobile.title')}</Typography>
          </CardActionArea>
        </Card>
      )}
      {dashboards.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {dashboards.map((d) => (
            <Card key={d.path}>
              <CardActionArea component={Link} to={d.path} sx={{ p: 2.5, display: 'flex', justifyContent: 'flex-start', gap: 2 }}>
                <NamedIcon name={d.icon} color="primary" fontSize="large" />
                <Typography variant="subtitle1">{entryLabel(d)}</Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
};
