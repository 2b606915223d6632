import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { KindInput } from '../../inputs/KindInput';
import type { FieldDef, Resource } from '../../registry/define';
import { ComputedValues } from './ComputedValues';
import { FieldBoundary } from './FieldBoundary';
import { type FormSection, formSections } from './sections';

/** A field with `showWhen` appears only while the other field holds one of the listed values. */
const isShown = (field: FieldDef, values: Record<string, unknown>) =>
  !field.showWhen || Object.entries(field.showWhen).every(([name, allowed]) => allowed.includes(String(values[name] ?? '')));

/** The fields a section shows now: its conditions read only the fields they name. */
const useShownFields = (fields: FormSection['fields']) => {
  const names = [...new Set(fields.flatMap(([, f]) => Object.keys(f.showWhen ?? {})))];
  const watched = useWatch({ name: names, disabled: !names.length }) as unknown[] | undefined;
  const values = Object.fromEntries(names.map((n, i) => [n, watched?.[i]]));
  return fields.filter(([, f]) => isShown(f, values));
};

const isWide = (field: FieldDef) => !!field.multiline || field.kind === 'roles' || field.kind === 'latlng' || field.kind === 'lines';

// minmax(0, 1fr): a wide input shrinks with its column instead of pushing the page sideways.
const COLUMNS = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' };

const Section = ({ resource, section, editing, locked }: { resource: string; section: FormSection; editing: boolean; locked: readonly string[] }) => {
  const translate = useTranslate();
  const headingId = useId();
  const shown = useShownFields(section.fields);
  if (!shown.length) return null;
  const grid = (
    <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS, columnGap: 2, width: '100%' }}>
      {shown.map(([source, field]) => (
        <Box key={source} sx={{ gridColumn: isWide(field) ? '1 / -1' : undefined, minWidth: 0 }}>
          <FieldBoundary resource={resource} source={source} label={field.label}>
            <KindInput resource={resource} source={source} field={field} editing={editing} disabled={locked.includes(source)} />
          </FieldBoundary>
        </Box>
      ))}
    </Box>
  );
  if (!section.name) return grid;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} component="h2" variant="subtitle1" color="text.secondary"
        sx={{ fontWeight: 600, mb: 2, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {translate(`app.forms.sections.${section.name}`)}
      </Typography>
      {grid}
    </Box>
  );
};

/**
 * The inputs of a generated form: in the declared sections with a heading each, two columns
 * on a desktop and one on a phone.
 */
export const FormSections = ({ r, editing, locked = [] }: { r: Resource; editing: boolean; locked?: readonly string[] }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%', maxWidth: 960, minWidth: 0 }}>
    {formSections(r).map((section, i) => (
      <Section key={section.name ?? i} resource={r.name} section={section} editing={editing} locked={locked} />
    ))}
    <ComputedValues r={r} />
  </Box>
);
