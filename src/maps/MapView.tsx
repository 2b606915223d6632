import 'leaflet/dist/leaflet.css';
import { Alert, Box, useTheme } from '@mui/material';
import { type LatLngBoundsExpression, latLngBounds } from 'leaflet';
import { type ReactNode, useEffect, useState } from 'react';
import { CircleMarker, MapContainer, Polyline, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { CircleMarker as LeafletCircleMarker } from 'leaflet';
import { useTranslate } from 'react-admin';
import { useMapSettings } from './useMapSettings';

export interface MapItem {
  id: string;
  lat: number;
  lng: number;
  label: string;
  color: string;
  /** What a click on the marker opens: the place and, for a stop, its state and time. */
  details?: ReactNode;
}

/** Keeps every item in view when the items change. */
const FitBounds = ({ items }: { items: MapItem[] }) => {
  const map = useMap();
  const key = items.map((i) => i.id).join();
  useEffect(() => {
    if (!items.length) return;
    const bounds: LatLngBoundsExpression = latLngBounds(items.map((i) => [i.lat, i.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
};

/**
 * Centres the chosen item and opens its details (else its label), once per choice: a refetch (a
 * stop finished elsewhere) neither moves the map nor reopens a popup the user closed.
 */
const Highlight = ({ item, markers }: { item?: MapItem; markers: Map<string, LeafletCircleMarker> }) => {
  const map = useMap();
  useEffect(() => {
    if (!item) return;
    map.setView([item.lat, item.lng], Math.max(map.getZoom(), 13));
    const marker = markers.get(item.id);
    if (item.details) marker?.openPopup();
    else marker?.openTooltip();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id, map, markers]);
  return null;
};

/**
 * A Leaflet map of coloured circle markers, and a `route` drawn as a line through its items in
 * the order given. The markers are drawn by the browser (no marker images), and the background
 * tiles come from the settings' tile server: when it is not set or cannot be reached, the
 * markers, their labels and the page still work, over a plain background.
 */
export const MapView = ({ items, route, selected, onSelect, height = 480, label }: {
  items: MapItem[];
  route?: MapItem[];
  selected?: string;
  onSelect?: (id: string) => void;
  height?: number | string;
  label: string;
}) => {
  const translate = useTranslate();
  // The map lays itself out left to right; what its popups say reads in the page's direction.
  const { direction } = useTheme();
  const { tileUrl, center } = useMapSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  // The markers by item, so the list beside the map can open one's label.
  const [markers] = useState(() => new Map<string, LeafletCircleMarker>());
  return (
    // Leaflet lays out its own controls; inside an Arabic page it stays left to right.
    <Box dir="ltr" role="region" aria-label={label} sx={{ position: 'relative', height, minHeight: 240, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#e8eef3' }}>
      <MapContainer center={center} zoom={5} style={{ height: '100%', width: '100%', background: '#e8eef3' }} attributionControl={!!tileUrl}>
        {tileUrl && !tilesFailed && <TileLayer url={tileUrl} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />}
        {route && route.length > 1 && (
          <Polyline positions={route.map((i) => [i.lat, i.lng] as [number, number])} interactive={false} className="map-route"
            pathOptions={{ color: '#1565c0', weight: 3, opacity: 0.8, dashArray: '6 6' }} />
        )}
        {items.map((item) => (
          <CircleMarker
            key={item.id}
            ref={(m) => { if (m) markers.set(item.id, m); else markers.delete(item.id); }}
            center={[item.lat, item.lng]}
            radius={item.id === selected ? 11 : 7}
            className="map-marker"
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: item.color, fillOpacity: 0.95 }}
            eventHandlers={{ click: () => onSelect?.(item.id) }}
          >
            <Tooltip>{item.label}</Tooltip>
            {item.details && <Popup><Box dir={direction} data-testid="map-popup" sx={{ textAlign: 'start' }}>{item.details}</Box></Popup>}
          </CircleMarker>
        ))}
        <FitBounds items={items} />
        <Highlight item={items.find((i) => i.id === selected)} markers={markers} />
      </MapContainer>
      {tileUrl && tilesFailed && (
        <Alert severity="info" sx={{ position: 'absolute', bottom: 8, insetInlineStart: 8, zIndex: 1000, py: 0 }}>
          {translate('app.forms.latlng.tiles_unavailable')}
        </Alert>
      )}
    </Box>
  );
};
