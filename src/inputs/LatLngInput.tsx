import 'leaflet/dist/leaflet.css';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { FieldTitle, type InputProps, useInput, useResourceContext, useTranslate } from 'react-admin';
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
  const [text, setText] = useState({ lat: value?.lat?.toString() ?? '', lng: value?.lng?.toString() ?? '' });
  const set = (next: { lat: string; lng: string }) => {
    setText(next);
    if (!next.lat.trim() && !next.lng.trim()) field.onChange(null);
    else field.onChange({ lat: parse(next.lat), lng: parse(next.lng) });
  };
  const pick = (p: LatLng) => set({ lat: String(p.lat), lng: String(p.lng) });
  const valid = typeof value?.lat === 'number' && typeof value?.lng === 'number' ? value : undefined;
  return (
    <Box sx={{ my: 1, gridColumn: '1 / -1' }}>
      <Typography variant="body2" component="div" sx={{ mb: 1 }}>
        <FieldTitle label={props.label} source={props.source} resource={resource} />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextField size="small" label={translate('app.transport.map.lat')} value={text.lat} onChange={(e) => set({ ...text, lat: e.target.value })}
          onBlur={field.onBlur} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-source': `${props.source}.lat` } }} error={!!fieldState.error} />
        <TextField size="small" label={translate('app.transport.map.lng')} value={text.lng} onChange={(e) => set({ ...text, lng: e.target.value })}
          onBlur={field.onBlur} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-source': `${props.source}.lng` } }} error={!!fieldState.error} />
        {valid && <Button size="small" onClick={() => set({ lat: '', lng: '' })}>{translate('app.transport.latlng.clear')}</Button>}
      </Stack>
      {fieldState.error && <FormHelperText error>{translate(fieldState.error.message ?? 'app.validation.latlng', { _: fieldState.error.message })}</FormHelperText>}
      <Box dir="ltr" role="region" aria-label={translate('app.transport.latlng.map')}
        sx={{ height: 260, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#e8eef3' }}>
        <MapContainer center={valid ? [valid.lat, valid.lng] : center} zoom={valid ? 14 : 4} style={{ height: '100%', width: '100%', background: '#e8eef3' }} attributionControl={!!tileUrl}>
          {tileUrl && !tilesFailed && <TileLayer url={tileUrl} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />}
          <PickOnClick onPick={pick} />
          <Follow at={valid} />
          {valid && <CircleMarker center={[valid.lat, valid.lng]} radius={9} pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#1565c0', fillOpacity: 0.95 }} />}
        </MapContainer>
      </Box>
      <FormHelperText>{translate('app.transport.latlng.pick')}</FormHelperText>
    </Box>
  );
};
