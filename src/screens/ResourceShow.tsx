import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { KindField } from '../fields/KindField';
import { useResourceDef } from './useResourceDef';

/** The generated show page; a resource's own show page may add sections below it. */
export const ResourceShow = ({ children }: { children?: ReactNode }) => {
  const r = useResourceDef();
  return (
    <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
      <SimpleShowLayout>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {Object.entries(r.fields)
            .filter(([, f]) => !f.writeOnly)
            .map(([source, field]) => (
              <Labeled key={source} source={source} label={field.label}>
                <KindField source={source} field={field} />
              </Labeled>
            ))}
          <Labeled source="updated_at" label="common.fields.updated_at">
            <KindField source="updated_at" field={{ kind: 'datetime' }} />
          </Labeled>
        </Box>
        {children}
      </SimpleShowLayout>
    </Show>
  );
};

export default ResourceShow;
