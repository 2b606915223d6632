import type { DashboardQuery } from './types';

/** The period picker's choices (issue 20); `intervalo` is any other range. */
export const PRESETS = ['hoje', '7d', '30d', 'mes', 'intervalo'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The days a preset covers, ending `today` (yyyy-MM-dd). */
export const presetRange = (preset: Exclude<Preset, 'intervalo'>, today: string): { de: string; ate: string } => {
  switch (preset) {
    case 'hoje': return { de: today, ate: today };
    case '7d': return { de: shift(today, -6), ate: today };
    case '30d': return { de: shift(today, -29), ate: today };
    case 'mes': return { de: `${today.slice(0, 8)}01`, ate: today };
  }
};

/** Which preset a range is, so a shared link shows its choice; no range is the server's default, 30 days. */
export const presetOf = (q: DashboardQuery, today: string): Preset => {
  if (!q.de && !q.ate) return '30d';
  for (const p of ['hoje', '7d', '30d', 'mes'] as const) {
    const r = presetRange(p, today);
    if (r.de === q.de && r.ate === q.ate) return p;
  }
  return 'intervalo';
};

/** `?de=&ate=&cliente_id=` of a page's URL; what is not a day or an id is left out (the server would refuse it). */
export const readQuery = (search: URLSearchParams): DashboardQuery => {
  const q: DashboardQuery = {};
  const de = search.get('de');
  const ate = search.get('ate');
  const cliente = search.get('cliente_id');
  if (de && DAY.test(de)) q.de = de;
  if (ate && DAY.test(ate)) q.ate = ate;
  if (cliente && UUID.test(cliente)) q.cliente_id = cliente;
  return q;
};

/** The URL query of a dashboard view: the period and the client, nothing empty. */
export const writeQuery = (q: DashboardQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>;
