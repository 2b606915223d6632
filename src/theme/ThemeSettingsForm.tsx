import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type OptionValue, THEME_OPTIONS, type ThemeOption, appliesTo, optionLabelKey } from './settings';
import { useThemeSettings } from './useThemeSettings';

// The options in the order of docs/domain.md "Shell and theme settings".
const OPTIONS: ThemeOption[] = ['layoutType', 'layoutWidth', 'topbar', 'menuPosition', 'leftSidebarType', 'leftSidebarSize'];

/** Every layout choice (docs/domain.md "Shell and theme settings"), saved as soon as it is made. */
export const ThemeSettingsForm = () => {
  const translate = useTranslate();
  const { settings, set, reset } = useThemeSettings();
  const notUsed = translate('app.shell.theme.not_used', { layout: translate(optionLabelKey('layoutType', settings.layoutType)) });
  return (
    <Stack spacing={2.5} sx={{ p: 2.5 }}>
      {OPTIONS.map((option) => {
        const labelId = `theme-option-${option}`;
        const disabled = !appliesTo(option, settings.layoutType);
        return (
          <FormControl key={option} disabled={disabled}>
            <FormLabel id={labelId} sx={{ fontWeight: 600, fontSize: '0.875rem', mb: 0.5 }}>{translate(`app.shell.theme.${option}.label`)}</FormLabel>
            <RadioGroup row aria-labelledby={labelId} value={settings[option]}
              onChange={(_e, value) => set(option, value as OptionValue<typeof option>)}>
              {THEME_OPTIONS[option].map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={translate(optionLabelKey(option, value))}
                  slotProps={{ typography: { variant: 'body2' } }} />
              ))}
            </RadioGroup>
            {disabled && <FormHelperText sx={{ mx: 0 }}>{notUsed}</FormHelperText>}
          </FormControl>
        );
      })}
      <FormControl disabled={!appliesTo('sidebarUserInfo', settings.layoutType)}>
        <FormControlLabel label={translate('app.shell.theme.sidebarUserInfo')} slotProps={{ typography: { variant: 'body2' } }}
          control={<Switch checked={settings.sidebarUserInfo} onChange={(_e, checked) => set('sidebarUserInfo', checked)} />} />
        {!appliesTo('sidebarUserInfo', settings.layoutType) && <FormHelperText sx={{ mx: 0 }}>{notUsed}</FormHelperText>}
      </FormControl>
      <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={reset}>{translate('app.shell.theme.reset')}</Button>
    </Stack>
  );
};
