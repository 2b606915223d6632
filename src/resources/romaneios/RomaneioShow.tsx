import PrintIcon from '@mui/icons-material/Print';
import { Box } from '@mui/material';
import { Button, Link, useRecordContext } from 'react-admin';
import { ResourceShow } from '../../screens/ResourceShow';
import { pagePath } from '../../screens/paths';

const ManifestButton = () => {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button component={Link} to={pagePath('romaneios', 'manifest', { id: record.id })} label="resources.romaneios.messages.manifest.print_open" variant="outlined">
        <PrintIcon />
      </Button>
    </Box>
  );
};

/** The packing list's page: its fields and notes, and the way to its printable manifest. */
export const RomaneioShow = () => (
  <ResourceShow>
    <ManifestButton />
  </ResourceShow>
);

export default RomaneioShow;
