import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import type { Resource } from '../registry/define';

// The dialog and its CSV reader load only when someone imports.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** The list toolbar's "Import" button of a resource declared `importable`. */
export const ImportButton = ({ r }: { r: Resource }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.csv.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog r={r} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

export default ImportButton;
