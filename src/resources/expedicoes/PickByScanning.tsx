import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Box, Button } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { declared } from '../../providers/homes';
import type { RecordOf } from '../../registry/define';
import type expedicoes from './index';

/** The way from an open note's page to its picking screen (the phone's). */
export const PickByScanning = () => {
  const record = useRecordContext<RecordOf<typeof expedicoes>>();
  const translate = useTranslate();
  if (!record || record.status_id !== declared<typeof expedicoes>('expedicoes').statusIds.aberta) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button component={Link} to={`/expedicoes/${record.id}/separacao`} variant="outlined" size="large" startIcon={<QrCodeScannerIcon />} sx={{ minHeight: 48 }}>
        {translate('resources.expedicoes.messages.picking.open')}
      </Button>
    </Box>
  );
};
