import { useCurrentSettings } from '../resources/configuracoes/useCurrentSettings';

export interface MapSettings {
  tileUrl?: string;
  center: [number, number];
}

/** Brazil's centre, when the settings name no place of their own. */
const BRAZIL: [number, number] = [-15.78, -47.93];

/** The map's tile server and starting point, from the current settings (docs/domain.md "Current settings"). */
export const useMapSettings = (): MapSettings => {
  const { current: s } = useCurrentSettings();
  return {
    tileUrl: s?.mapa_tile_url || undefined,
    center: s?.mapa_lat != null && s?.mapa_lng != null ? [s.mapa_lat, s.mapa_lng] : BRAZIL,
  };
};
