import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEntryLabel } from './MenuEntryLink';
import { NamedIcon } from './icons';
import { useVisibleMenu } from './useMenu';
import { ownerEntries } from './menu';
import { session } from '../providers/session';
import { HomeDashboards } from '../dashboards/HomeDashboards';

/** `/`: a welcome, an owner's pages (a driver's day and its map), and the dashboards the user may open, each with its key numbers. */
export const Home = () => {
  const translate = useTranslate();
  const entryLabel = useEntryLabel();
  const { identity } = useGetIdentity();
  const dashboards = useVisibleMenu().find((g) => g.name === 'dashboards')?.entries ?? [];
  // A driver opens the app for the day's stops; the server shows them only their own.
  const own = ownerEntries(session.user()?.tipo_id);
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
      {own.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {own.map((d) => (
            <Card key={d.path}>
              <CardActionArea component={Link} to={d.path} sx={{ p: 2.5, display: 'flex', justifyContent: 'flex-start', gap: 2 }}>
                <NamedIcon name={d.icon} color="primary" fontSize="large" />
                <Typography variant="subtitle1">{entryLabel(d)}</Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      <HomeDashboards entries={dashboards} labelOf={entryLabel} />
    </Box>
  );
};
