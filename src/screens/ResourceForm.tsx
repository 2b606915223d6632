import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'react-admin';
import { Box } from '@mui/material';
import { KindInput } from '../inputs/KindInput';
import { useResourceDef } from './useResourceDef';
import { formValidator } from './validate';
import { defaultValues } from '../registry/define';

const EditToolbar = ({ editing }: { editing: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    {editing && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
);

/** The generated form: one input per writable field, validated by the shared schema. */
export const ResourceForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const r = useResourceDef();
  const editing = mode === 'edit';
  return (
    <SimpleForm validate={formValidator(r, mode)} defaultValues={editing ? undefined : defaultValues(r)} toolbar={<EditToolbar editing={editing} />} warnWhenUnsavedChanges>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 960 }}>
        {Object.entries(r.fields)
          .filter(([, f]) => !f.readOnly)
          .map(([source, field]) => (
            <Box key={source} sx={{ gridColumn: field.multiline || field.kind === 'roles' ? '1 / -1' : undefined }}>
              <KindInput resource={r.name} source={source} field={field} editing={editing} />
            </Box>
          ))}
      </Box>
    </SimpleForm>
  );
};
