import type { PickersLocaleText } from '@mui/x-date-pickers';
import { enUS as pickersEn, esES as pickersEs, frFR as pickersFr, ptBR as pickersPt } from '@mui/x-date-pickers/locales';
import { type Locale as DateLocale } from 'date-fns';
import { ar, enUS, es, fr, ptBR } from 'date-fns/locale';
import type { Locale } from '../../i18n';
import { pickersAr } from './pickersAr';

// Month and day names in the page's language (the format stays dd/MM/yyyy). Here rather than at
// the app's root, so the pickers and date-fns' locales load with the forms that use them.
export const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt: ptBR, fr, es, ar };
// The pickers' own texts (their buttons' names, the field's placeholders).
const textOf = (l: { components: { MuiLocalizationProvider: { defaultProps: { localeText: Partial<PickersLocaleText> } } } }) =>
  l.components.MuiLocalizationProvider.defaultProps.localeText;
export const PICKER_TEXTS: Record<Locale, Partial<PickersLocaleText>> = {
  en: textOf(pickersEn), pt: textOf(pickersPt), fr: textOf(pickersFr), es: textOf(pickersEs), ar: pickersAr,
};
