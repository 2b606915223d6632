import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export const Home = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.name')} />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.intro')}</Typography>
      </CardContent>
    </Card>
  );
};
