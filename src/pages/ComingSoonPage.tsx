import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** What a menu entry opens until its resource or page lands: its name and a word on when, never a blank page. */
export const ComingSoonPage = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  const title = translate(labelKey, { smart_count: 2 });
  return (
    <Card data-testid="coming-soon" sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
        <Box sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}>
          <ConstructionIcon sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h5" component="h1">{title}</Typography>
        <Typography variant="overline" color="primary">{translate('app.shell.coming_soon.title')}</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>{translate('app.shell.coming_soon.message')}</Typography>
        <Button component={Link} to="/" variant="contained" sx={{ mt: 1 }}>{translate('app.shell.coming_soon.back_home')}</Button>
      </CardContent>
    </Card>
  );
};
