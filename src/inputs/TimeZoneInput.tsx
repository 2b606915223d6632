import { useMemo } from 'react';
import { AutocompleteInput, type AutocompleteInputProps, useLocaleState } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** "UTC−03:00" in the page's language, the offset a zone has today. */
const offsetOf = (zone: string, locale: string): string => {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
};

/**
 * The IANA zones the browser knows, searchable by name, each with today's offset. The server
 * checks the choice against PostgreSQL's own list; a stored zone the browser lacks stays offered.
 */
export const TimeZoneInput = (props: AutocompleteInputProps & { source: string }) => {
  const [locale] = useLocaleState();
  const current = useWatch({ name: props.source }) as string | undefined;
  const choices = useMemo(() => {
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    zones.add('UTC');
    if (current) zones.add(current);
    return [...zones].sort().map((zone) => {
      const offset = offsetOf(zone, locale);
      return { id: zone, name: offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone.replace(/_/g, ' ') };
    });
  }, [locale, current]);
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} />;
};
