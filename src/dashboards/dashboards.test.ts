import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { figuresCsv } from './csv';
import { drill } from './drill';
import { csvCell, formatCell } from './figures';
import { liveOperations } from '../providers/homes';
import { liveRefresher } from './live';
import { presetOf, presetRange, readQuery, writeQuery } from './period';

afterEach(() => vi.useRealTimers());

describe('period', () => {
  it('presets end today; this month starts on the 1st; 7 days cross a month', () => {
    expect(presetRange('hoje', '2026-03-03')).toEqual({ de: '2026-03-03', ate: '2026-03-03' });
    expect(presetRange('7d', '2026-03-03')).toEqual({ de: '2026-02-25', ate: '2026-03-03' });
    expect(presetRange('30d', '2026-03-03')).toEqual({ de: '2026-02-02', ate: '2026-03-03' });
    expect(presetRange('mes', '2026-03-03')).toEqual({ de: '2026-03-01', ate: '2026-03-03' });
  });

  it('a shared link shows its choice; no period is the default 30 days; anything else a range', () => {
    expect(presetOf({}, '2026-03-03')).toBe('30d');
    expect(presetOf({ de: '2026-02-25', ate: '2026-03-03' }, '2026-03-03')).toBe('7d');
    expect(presetOf({ de: '2026-01-01', ate: '2026-01-31' }, '2026-03-03')).toBe('intervalo');
  });

  it('reads only days and an id from the URL, and writes nothing empty', () => {
    const id = '0193a6f0-5c1e-7b2a-8c40-0000000c0001';
    expect(readQuery(new URLSearchParams(`de=2026-01-01&ate=31/01/2026&cliente_id=${id}&x=1`))).toEqual({ de: '2026-01-01', cliente_id: id });
    expect(readQuery(new URLSearchParams('cliente_id=nope'))).toEqual({});
    expect(writeQuery({ de: '2026-01-01', ate: undefined, cliente_id: '' })).toEqual({ de: '2026-01-01' });
  });
});

describe('figures', () => {
  it('formats in the page language and writes CSV numbers plain', () => {
    expect(formatCell('int', 1234, 'pt')).toBe('1.234');
    expect(formatCell('int', 1234, 'en')).toBe('1,234');
    expect(formatCell('percent', 0.625, 'pt')).toMatch(/^62,5\s?%$/);
    expect(formatCell('date', '2026-03-01', 'ar')).toBe('01/03/2026');
    expect(formatCell('int', null, 'pt')).toBe('—');
    expect(csvCell('percent', 0.625, ',')).toBe('62,5');
    expect(csvCell('decimal', 1.5, '.')).toBe('1.5');
  });

  it('one CSV holds every figure under its title and header, a formula guarded', () => {
    const t = (k: string) => `<${k}>`;
    const csv = figuresCsv([
      { id: 'a', title: 'ta', columns: [{ label: 'c1', kind: 'text' }, { label: 'c2', kind: 'int' }], rows: [{ cells: ['=x', 3] }] },
      { id: 'b', title: 'tb', columns: [{ label: 'd1', kind: 'text' }, { label: 'd2', kind: 'decimal' }, { label: 'd3', kind: 'percent' }], rows: [{ cells: ['y', 1.5, 0.5] }] },
    ], t, 'pt');
    expect(csv.replace('\ufeff', '').trim().split('\r\n')).toEqual(['<ta>;;', '<c1>;<c2>;', "'=x;3;", ';;', '<tb>;;', '<d1>;<d2>;<d3>', 'y;1,5;50']);
  });

  it('drill-downs give the lists the filter they read from the URL', () => {
    const url = new URL(drill.agendamentos(2, '2026-03-03', ['a', 'b']), 'http://x');
    expect(url.pathname).toBe('/agendamentos');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ doca: 2, data: '2026-03-03', status_id: ['a', 'b'] });
    // Overdue at the period's end: due before its last day, the day before crossing a month.
    const overdue = new URL(drill.ordensAtrasadas(['s1', 's2'], { de: '2026-02-01', ate: '2026-03-01' }, 'c1'), 'http://x');
    expect(JSON.parse(overdue.searchParams.get('filter')!)).toEqual({ status_id: ['s1', 's2'], data_prevista_lte: '2026-02-28', cliente_id: 'c1' });
    expect([overdue.searchParams.get('sort'), overdue.searchParams.get('order')]).toEqual(['data_prevista', 'ASC']);
  });
});

describe('live', () => {
  it('a change refreshes the dashboards over its resource and the consolidated one (their operations declared live over it)', () => {
    expect(liveOperations('ordens-servico').sort()).toEqual(['getConsolidadoDashboard', 'getOrdensServicoDashboard']);
    expect(liveOperations('agendamentos').sort()).toEqual(['getArmazenamentoDashboard', 'getConsolidadoDashboard']);
    expect(liveOperations('estoque').sort()).toEqual(['getArmazenamentoDashboard', 'getConsolidadoDashboard']);
    expect(liveOperations('usuarios')).toEqual([]);
  });

  it('refreshes at once, then at most once per interval however many changes come', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const live = liveRefresher(client, 3000);
    live.onChange('itinerarios');
    expect(spy.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['getTransportesDashboard'], ['getConsolidadoDashboard']]);
    for (let i = 0; i < 10; i++) live.onChange('insumos');
    expect(spy).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2999);
    expect(spy).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(4);
    live.stop();
  });
});

describe('labels', () => {
  it('Arabic calls blocked stock by the stock pages\' word, never by the word for reserved (issue 28)', async () => {
    const dash = (await import('../resources/dashboards/labels/ar')).default.messages;
    const stock = (await import('../resources/estoque/labels/ar')).default.messages.fields;
    // The stem without the feminine ending or the article: موقوف (stopped), محجوز (reserved).
    const stem = (word: string) => word.replace(/^ال/, '').replace(/ة$/, '');
    const blocked = [dash.figures.bloqueado_total, dash.figures.bloqueado, dash.columns.bloqueada];
    for (const text of blocked) {
      expect(text).toContain(stem(stock.bloqueada));
      expect(text).not.toContain(stem(stock.reservada));
    }
  });
});
