import 'leaflet/dist/leaflet.css';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { FieldTitle, InputHelperText, type InputProps, useInput, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import { intlLocale } from '../fields/format';
import { useMapSettings } from '../maps/useMapSettings';
import type { LatLng } from '../registry/define';
import { parseLocaleNumber } from './localeNumber';

const PickOnClick = ({ onPick }: { onPick: (p: LatLng) => void }) => {
  useMapEvents({ click: (e) => onPick({ lat: Math.round(e.latlng.lat * 1e6) / 1e6, lng: Math.round(e.latlng.lng * 1e6) / 1e6 }) });
  return null;
};
const Follow = ({ at }: { at?: LatLng | null }) => {
  const map = useMap();
  useEffect(() => { if (at) map.setView([at.lat, at.lng], Math.max(map.getZoom(), 13)); }, [at, map]);
  return null;
};

/** A coordinate read by the one number rule of the page (`readLocaleNumber`); else what was typed, for the schema to refuse. */
const parse = (s: string, locale: string): number | string => {
  const read = parseLocaleNumber(s, locale);
  return read === null ? s : read;
};
/** A coordinate in the page's decimal mark, to its 6 places (about 10 cm), without grouping. */
const coordinate = (n: number | undefined, locale: string) =>
  (typeof n === 'number' ? new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 6, useGrouping: false }).format(n) : '');
const textOf = (value: LatLng | null | undefined, locale: string) => ({ lat: coordinate(value?.lat, locale), lng: coordinate(value?.lng, locale) });
/** Whether the typed text already says `value` (then it stays as typed, with its own decimal mark). */
const says = (text: { lat: string; lng: string }, value: LatLng | null | undefined, locale: string) =>
  value ? parse(text.lat, locale) === value.lat && parse(text.lng, locale) === value.lng : !text.lat.trim() && !text.lng.trim();

/**
 * A position typed as latitude and longitude, or picked by clicking a map. The map
 * works without a reachable tile server: the click still places the point.
 */
export const LatLngInput = (props: InputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const [locale] = useLocaleState();
  const { field, fieldState } = useInput(props);
  const { tileUrl, center } = useMapSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  const value = field.value as LatLng | null | undefined;
  const [text, setText] = useState(() => textOf(value, locale));
  const titleId = useId();
  // A value set under the input (a reloaded record, input given back after signing in) shows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (!says(text, value, locale)) setText(textOf(value, locale));
  }
  const set = (next: { lat: string; lng: string }) => {
    setText(next);
    if (!next.lat.trim() && !next.lng.trim()) field.onChange(null);
    else field.onChange({ lat: parse(next.lat, locale), lng: parse(next.lng, locale) });
  };
  const pick = (p: LatLng) => set(textOf(p, locale));
  const described = fieldState.error ? `${titleId}-error` : undefined;
  // Only a position on the globe moves the map; an out-of-range one is said under the inputs.
  const valid = typeof value?.lat === 'number' && typeof value?.lng === 'number' && Math.abs(value.lat) <= 90 && Math.abs(value.lng) <= 180 ? value : undefined;
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ my: 1, gridColumn: '1 / -1' }}>
      <Typography id={titleId} variant="body2" component="div" sx={{ mb: 1 }}>
        <FieldTitle label={props.label} source={props.source} resource={resource} />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextField size="small" label={translate('app.forms.latlng.lat')} value={text.lat} onChange={(e) => set({ ...text, lat: e.target.value })}
          onBlur={field.onBlur} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-source': `${props.source}.lat`, 'aria-describedby': described } }} error={!!fieldState.error} />
        <TextField size="small" label={translate('app.forms.latlng.lng')} value={text.lng} onChange={(e) => set({ ...text, lng: e.target.value })}
          onBlur={field.onBlur} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-source': `${props.source}.lng`, 'aria-describedby': described } }} error={!!fieldState.error} />
        {valid && <Button size="small" onClick={() => set({ lat: '', lng: '' })}>{translate('app.forms.latlng.clear')}</Button>}
      </Stack>
      {/* react-admin's own rendering: a message may be a catalog key with arguments, not only text. */}
      {fieldState.error && <FormHelperText id={`${titleId}-error`} error><InputHelperText error={fieldState.error.message || 'app.validation.latlng'} /></FormHelperText>}
      <Box dir="ltr" role="region" aria-label={translate('app.forms.latlng.map')}
        sx={{ height: 260, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#e8eef3' }}>
        <MapContainer center={valid ? [valid.lat, valid.lng] : center} zoom={valid ? 14 : 4} style={{ height: '100%', width: '100%', background: '#e8eef3' }} attributionControl={!!tileUrl}>
          {tileUrl && !tilesFailed && <TileLayer url={tileUrl} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />}
          <PickOnClick onPick={pick} />
          <Follow at={valid} />
          {valid && <CircleMarker center={[valid.lat, valid.lng]} radius={9} pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#1565c0', fillOpacity: 0.95 }} />}
        </MapContainer>
      </Box>
      <FormHelperText>{translate('app.forms.latlng.pick')}</FormHelperText>
    </Box>
  );
};
