import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'react-admin';
import { Box } from '@mui/material';
import { KindInput } from '../inputs/KindInput';
import { useResourceDef } from './useResourceDef';
import { formValidator } from './validate';
import { type FieldDef, defaultValues } from '../registry/define';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

/** A field with `showWhen` appears only while the other field holds one of the listed values. */
const Conditional = ({ when, children }: { when: Record<string, readonly string[]>; children: ReactNode }) => {
  const conditions = Object.entries(when);
  const watched = useWatch({ name: conditions.map(([name]) => name) }) as unknown[];
  const shown = conditions.every(([, values], i) => values.includes(String(watched[i] ?? '')));
  return shown ? children : null;
};

const ShownWhen = ({ field, children }: { field: FieldDef; children: ReactNode }) =>
  field.showWhen ? <Conditional when={field.showWhen}>{children}</Conditional> : children;

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
            <ShownWhen key={source} field={field}>
              <Box sx={{ gridColumn: field.multiline || field.kind === 'roles' ? '1 / -1' : undefined }}>
                <KindInput resource={r.name} source={source} field={field} editing={editing} />
              </Box>
            </ShownWhen>
          ))}
      </Box>
    </SimpleForm>
  );
};
