import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { defaultValues } from '../registry/define';
import { FormSections } from './form/FormSections';
import { useResourceDef } from './useResourceDef';
import { formValidator } from './validate';

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
      <FormSections r={r} editing={editing} />
    </SimpleForm>
  );
};
