import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGE_CHOICES, LOCALE_NAMES, isLocale } from '../../i18n';
import { htmlLang } from '../providers/i18nProvider';
import { currentLocale } from '../providers/locale';
import { switchLocale } from '../providers/localeRoute';

/**
 * The languages of docs/domain.md "Languages", the one in use and the switch to another: a full
 * load under the new language's prefix (providers/localeRoute.ts), the page's language being its
 * URL's. Not react-admin's locale state: the login page opened alone has no react-admin store.
 */
export const useLanguages = () => {
  const locale = currentLocale();
  return {
    languages: LANGUAGE_CHOICES,
    locale,
    currentName: LOCALE_NAMES[locale],
    choose: (wanted: string) => { if (isLocale(wanted) && wanted !== locale) switchLocale(wanted); },
  };
};

/** The languages as a menu, each named in itself (and marked so for screen readers). */
export const LanguageList = ({ anchorEl, onClose }: { anchorEl: HTMLElement | null; onClose: () => void }) => {
  const translate = useTranslate();
  const { languages, locale, choose } = useLanguages();
  return (
    <Menu anchorEl={anchorEl} open={!!anchorEl} onClose={onClose} data-testid="language-list"
      slotProps={{ list: { 'aria-label': translate('app.shell.user_menu.language') } }}>
      {languages.map((l) => (
        <MenuItem key={l.locale} lang={isLocale(l.locale) ? htmlLang(l.locale) : l.locale} selected={l.locale === locale}
          onClick={() => {
            onClose();
            choose(l.locale);
          }}>
          {l.name}
        </MenuItem>
      ))}
    </Menu>
  );
};

/** The language button of the top bar and of the account pages. */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const { currentName } = useLanguages();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button color="inherit" aria-label={translate('app.shell.topbar.language', { language: currentName })} aria-haspopup="menu"
        aria-expanded={!!anchorEl} startIcon={<TranslateIcon />} endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(e) => setAnchorEl(e.currentTarget)} sx={{ textTransform: 'none', flexShrink: 0 }}>
        {currentName}
      </Button>
      <LanguageList anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
    </>
  );
};
