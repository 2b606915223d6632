import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEntryLabel } from './MenuEntryLink';
import { NamedIcon } from './icons';
import { useVisibleMenu } from './useMenu';

/** `/`: a welcome, and the dashboards the user may open. */
export const Home = () => {
  const translate = useTranslate();
  const entryLabel = useEntryLabel();
  const { identity } = useGetIdentity();
  const dashboards = useVisibleMenu().find((g) => g.name === 'dashboards')?.entries ?? [];
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
