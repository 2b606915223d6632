import { Alert, Avatar, Box, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The demo's people: a name stays as written in every language; their role and message are the catalog's. Avatar colours at 5:1 or more against their white initials. */
const PEOPLE = [
  { key: 'dispatch', name: 'Marina Alves', color: '#2c49b8' },
  { key: 'driver', name: 'Carlos Souza', color: '#05695a' },
  { key: 'warehouse', name: 'Juliana Prado', color: '#b5391d' },
] as const;

const initials = (name: string) => name.split(' ').map((part) => part[0]).join('');

/**
 * The side panel's chat tab: SPEC 2 gives it static demo content, so it shows three made-up
 * conversations of an operations team and says that nothing is sent from here
 * (docs/decisions.md "The side panel's chat tab").
 */
export const ChatTab = () => {
  const translate = useTranslate();
  return (
    <Box data-testid="chat-demo" sx={{ p: 2 }}>
      <Alert severity="info" variant="outlined">{translate('app.shell.theme.chat.note')}</Alert>
      <List aria-label={translate('app.shell.theme.tabs.chat')}>
        {PEOPLE.map((p) => (
          <ListItem key={p.key} disableGutters alignItems="flex-start">
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: p.color }} aria-hidden>{initials(p.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={`${p.name} · ${translate(`app.shell.theme.chat.${p.key}.role`)}`}
              secondary={translate(`app.shell.theme.chat.${p.key}.message`)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
