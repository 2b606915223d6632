import { Box, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCnpj } from '../../registry/brazil';
import type { RecordOf } from '../../registry/define';
import type empresas from './index';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { ResourceShow } from '../../screens/ResourceShow';

/** The companies that share this one's CNPJ root: its head office and branches. */
const EmpresaFiliais = () => {
  const record = useRecordContext<RecordOf<typeof empresas>>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useAppDataProvider();
  const { data = [] } = useQuery({
    queryKey: ['empresas', 'filiais', record?.id],
    queryFn: record?.id ? () => dataProvider.getBranches({ params: { id: record.id } }) : skipToken,
  });
  return (
    <Box sx={{ mt: 3 }} data-testid="empresa-filiais">
      <Typography variant="subtitle1" gutterBottom>
        {translate('resources.empresas.messages.same_root', { root: (record?.cnpj ?? '').slice(0, 8) })}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.empresas.messages.no_branches')}</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((b) => (
            <ListItemButton key={b.id} component={Link} to={createPath({ resource: 'empresas', id: b.id, type: 'show' })}>
              <ListItemText primary={`${b.razao_social} (${b.filial})`} secondary={[formatCnpj(b.cnpj), b.cidade, b.uf].filter(Boolean).join(' · ')} />
              <Chip size="small" label={b.filial} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
};

export const EmpresaShow = () => (
  <ResourceShow>
    <EmpresaFiliais />
  </ResourceShow>
);

export default EmpresaShow;
