import 'leaflet/dist/leaflet.css';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { FieldTitle, InputHelperText, type InputProps, useInput, useResourceContext, useTranslate } from 'react-admin';
import { useMapSettings } from '../maps/useMapSettings';
import type { LatLng } from '../registry/define';

const PickOnClick = ({ onPick }: { onPick: (p: LatLng) => void }) => {
  useMapEvents({ click: (e) => onPick({ lat: Math.round(e.latlng.lat * 1e6) / 1e6, lng: Math.round(e.latlng.lng * 1e6) / 1e6 }) });
  return null;
};
const Follow = ({ at }: { at?: LatLng | null }) => {
  const map = useMap();
  useEffect(() => { if (at) map.setView([at.lat, at.lng], Math.max(map.getZoom(), 13)); }, [at, map]);
  return null;
};

/** Text that reads as a coordinate in either decimal mark (-23,5505 or -23.5505); else what was typed. */
const parse = (s: string): number | string => (/^-?\d+([.,]\d+)?$/.test(s.trim()) ? Number(s.trim().replace(',', '.')) : s);
const textOf = (value: LatLng | null | undefined) => ({ lat: value?.lat?.toString() ?? '', lng: value?.lng?.toString() ?? '' });
/** Whether the typed text already says `value` (then it stays as typed, with its own decimal mark). */
const says = (text: { lat: string; lng: string }, value: LatLng | null | undefined) =>
  value ? parse(text.lat) === value.lat && parse(text.lng) === value.lng : !text.lat.trim() && !text.lng.trim();

/**
 * A position typed as latitude and longitude, or picked by clicking a map. The map
 * works without a reachable tile server: the click still places the point.
 */
export const LatLngInput = (props: InputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { field, fieldState } = useInput(props);
  const { tileUrl, center } = useMapSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  const value = field.value as LatLng | null | undefined;
  const [text, setText] = useState(() => textOf(value));
  const titleId = useId();
  // A value set under the input (a reloaded record, input given back after signing in) shows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (!says(text, value)) setText(textOf(value));
  }
  const set = (next: { lat: string; lng: string }) => {
    setText(next);
    if (!next.lat.trim() && !next.lng.trim()) field.onChange(null);
    else field.onChange({ lat: parse(next.lat), lng: parse(next.lng) });
  };
  const pick = (p: LatLng) => set({ lat: String(p.lat), lng: String(p.lng) });
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
