import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n';
import { PICKER_TEXTS } from './pickerTexts';

// What a user reads or hears of a date picker: its button's name, its placeholders, its dialog's buttons.
const SHOWN = ['openDatePickerDialogue', 'openTimePickerDialogue', 'fieldDayPlaceholder', 'fieldMonthPlaceholder', 'fieldYearPlaceholder',
  'fieldHoursPlaceholder', 'fieldMinutesPlaceholder', 'previousMonth', 'nextMonth', 'okButtonLabel', 'cancelButtonLabel', 'clearButtonLabel',
  'calendarViewSwitchingButtonAriaLabel', 'clockLabelText', 'hoursClockNumberText', 'minutesClockNumberText', 'selectViewText'] as const;

describe('date picker texts', () => {
  it.each(LOCALES)('exist in %s, in its own words', (locale) => {
    const texts = PICKER_TEXTS[locale];
    for (const key of SHOWN) expect(texts[key], key).toBeDefined();
    if (locale !== 'en') expect((texts.openDatePickerDialogue as (d: null) => string)(null)).not.toBe('Choose date');
  });
});
