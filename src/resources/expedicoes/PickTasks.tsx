import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatLocaleNumber } from '../../inputs/localeNumber';
import type { Answer } from '../../registry/operations';
import type expedicoes from './index';

type PickList = Answer<typeof expedicoes, 'getPickList'>;
type Task = PickList['tarefas'][number];

const T = 'resources.expedicoes.messages.';
// Codes read left to right in Arabic too.
const CODE_SX = { direction: 'ltr', unicodeBidi: 'isolate', fontFamily: 'monospace' } as const;

/** A quantity in the page's numbers (whole when whole, else up to 4 places). */
export const useQuantityText = () => {
  const [locale] = useLocaleState();
  return (n: number) => formatLocaleNumber(n, locale, Number.isInteger(n) ? 'int' : 'decimal');
};

/** The next stop, large enough to read at arm's length: bin, material, lot and what is left there. */
export const PickTaskCard = ({ task }: { task: Task }) => {
  const translate = useTranslate();
  const qty = useQuantityText();
  return (
    <Card variant="outlined" sx={{ my: 2 }} aria-labelledby="pick-next">
      <CardContent>
        <Typography id="pick-next" variant="overline" component="h2">{translate(`${T}picking.next`)}</Typography>
        <Typography variant="h4" component="p" sx={{ ...CODE_SX, fontWeight: 700 }} data-testid="next-bin">{task.endereco}</Typography>
        <Typography variant="h6" component="p">
          <Box component="span" sx={CODE_SX}>{task.codigo}</Box>{task.descricao ? ` · ${task.descricao}` : ''}
        </Typography>
        <Typography variant="h6" component="p">
          {translate('resources.expedicoes.lines.separacoes.lote')}: <Box component="span" sx={CODE_SX}>{task.lote || translate(`${T}picking.no_lot`)}</Box>
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>{translate(`${T}picking.left`, { n: qty(task.quantidade - task.separado) })}</Typography>
        <Typography variant="body2" color="text.secondary">{task.motivo}</Typography>
      </CardContent>
    </Card>
  );
};

/** The whole list in bin order, each stop with what was picked of it; a done stop is ticked. */
export const PickTasks = ({ list }: { list: PickList }) => {
  const translate = useTranslate();
  const qty = useQuantityText();
  return (
    <Box component="section" aria-labelledby="pick-list" sx={{ mt: 2 }}>
      <Typography id="pick-list" variant="h6" component="h2">{translate(`${T}picking.list`)}</Typography>
      <List dense>
        {list.tarefas.map((t) => {
          const done = t.separado >= t.quantidade;
          return (
            <ListItem key={`${t.item_id}|${t.lote}|${t.endereco}`} divider data-testid="pick-task">
              <ListItemIcon sx={{ minWidth: 36 }}>{done ? <CheckCircleIcon color="success" aria-hidden /> : null}</ListItemIcon>
              <ListItemText
                primary={<><Box component="span" sx={CODE_SX}>{t.endereco}</Box> · <Box component="span" sx={CODE_SX}>{t.codigo}</Box> · <Box component="span" sx={CODE_SX}>{t.lote || translate(`${T}picking.no_lot`)}</Box></>}
                secondary={translate(`${T}picking.progress`, { separado: qty(t.separado), quantidade: qty(t.quantidade) })}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
};
