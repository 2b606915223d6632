import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../providers/http';

export interface MapSettings {
  tileUrl?: string;
  center: [number, number];
}

/** Brazil's centre, when the settings name no place of their own. */
const BRAZIL: [number, number] = [-15.78, -47.93];

/** The map's tile server and starting point, from the current settings (SPEC 3: the first configuracoes row). */
export const useMapSettings = (): MapSettings => {
  const { data } = useQuery({
    queryKey: ['configuracoes', 'map'],
    queryFn: () => apiFetch<{ data: { mapa_tile_url?: string | null; mapa_lat?: number | null; mapa_lng?: number | null }[] }>('/configuracoes?limit=1'),
    staleTime: 5 * 60_000,
  });
  const s = data?.data[0];
  return {
    tileUrl: s?.mapa_tile_url || undefined,
    center: s?.mapa_lat != null && s?.mapa_lng != null ? [s.mapa_lat, s.mapa_lng] : BRAZIL,
  };
};
