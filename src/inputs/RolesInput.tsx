import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate } from 'react-admin';
import { ROLE_GROUPS } from '../registry/roles';

/** The roles (docs/domain.md "Roles") as checkboxes with their translated names, grouped by the menu group each one opens. */
export const RolesInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (role: string) =>
    field.onChange(value.includes(role) ? value.filter((r) => r !== role) : [...value, role]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} data-source={source}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        <FieldTitle source={source} resource={resource} />
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
        {Object.entries(ROLE_GROUPS).map(([group, roles]) => (
          <Box key={group} role="group" aria-label={translate(`app.roles.groups.${group}`)}>
            <Typography variant="subtitle2" color="text.secondary">{translate(`app.roles.groups.${group}`)}</Typography>
            <FormGroup>
              {roles.map((role) => (
                <FormControlLabel key={role} label={<Typography variant="body2">{translate(`app.roles.names.${role}`)}</Typography>}
                  control={<Checkbox size="small" checked={value.includes(role)} onChange={() => toggle(role)} onBlur={field.onBlur} />} />
              ))}
            </FormGroup>
          </Box>
        ))}
      </Box>
      <InputHelperText error={fieldState.error?.message} />
    </Box>
  );
};
