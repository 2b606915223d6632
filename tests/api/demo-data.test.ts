import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/demo';
import { DEMO_DRIVERS, DEMO_LISTED, DEMO_PASSWORD } from '../../server/db/demoUsers';
import ordensServico from '../../src/resources/ordens-servico';
import { type TestApp, bearer, createTestApp } from './helpers';

// What a newcomer sees in the demo (issue 28, point 12): people to sign in as, named in the README;
// a driver's day in one region; materials in their own category; service orders that took hours;
// inbound notes with their totals.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.pool);
});
afterAll(async () => { await t?.close(); });

const rows = async <R>(sql: string, params: unknown[] = []) => (await t.pool.query(sql, params)).rows as R[];

/** Kilometres between two points on the Earth (haversine). */
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('demo users', () => {
  it('the README names the users seed:demo prints, with what each sees, and their password', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('### Demo users'), readme.indexOf('## Configuration'));
    const listed = [...section.matchAll(/^\| `([^`]+@[^`]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(listed).toEqual(DEMO_LISTED.map((u) => [u.email, u.shows]));
    expect(section).toContain(`\`${DEMO_PASSWORD}\``);
    const others = DEMO_DRIVERS.filter((d) => !DEMO_LISTED.includes(d));
    expect(section).toContain(`${others.length} more drivers (listed under Users) work in other cities; ${others.filter((d) => d.today).length} of them have an itinerary today.`);
  });

  it('each listed user signs in with the demo password and holds the roles of what they see', async () => {
    for (const u of DEMO_LISTED) {
      const { user } = await t.login(u.email, DEMO_PASSWORD);
      expect([u.email, [...(user.roles as string[])].sort()]).toEqual([u.email, [...u.roles].sort()]);
    }
  });

  it("the first driver's day is under way with stops left, the second's planned", async () => {
    const [first, second] = DEMO_DRIVERS;
    const day = async (email: string) => {
      const { access } = await t.login(email, DEMO_PASSWORD);
      const res = await t.app.inject({ url: '/v1/itinerarios/meu', headers: bearer(access) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { status_id: string; paradas: { finalizado_em: string | null }[] };
    };
    const [statuses] = await rows<{ andamento: string; aberto: string }>(
      "SELECT (SELECT id FROM status WHERE nome = 'Em andamento' AND grupo_id = g.id) AS andamento, (SELECT id FROM status WHERE nome = 'Aberto' AND grupo_id = g.id) AS aberto FROM grupos g WHERE nome = 'Itinerário'");
    const underWay = await day(first.email);
    expect(underWay.status_id).toBe(statuses.andamento);
    expect(underWay.paradas.some((p) => p.finalizado_em)).toBe(true);
    expect(underWay.paradas.some((p) => !p.finalizado_em)).toBe(true);
    const planned = await day(second.email);
    expect(planned.status_id).toBe(statuses.aberto);
    expect(planned.paradas.length).toBeGreaterThan(0);
  });
});

describe('demo data that looks real', () => {
  it("every itinerary of today keeps its stops within one region (no stop over 150 km from another)", async () => {
    const stops = await rows<{ itinerario_id: string; lat: number; lng: number }>(
      `SELECT p.parent_id AS itinerario_id, (pt.latlng->>'lat')::float8 AS lat, (pt.latlng->>'lng')::float8 AS lng
         FROM itinerarios_paradas p JOIN pontos pt ON pt.id = p.ponto_id WHERE pt.latlng IS NOT NULL`);
    const byDay = new Map<string, typeof stops>();
    for (const s of stops) byDay.set(s.itinerario_id, [...(byDay.get(s.itinerario_id) ?? []), s]);
    expect(byDay.size).toBeGreaterThanOrEqual(5);
    for (const [id, places] of byDay) {
      const farthest = Math.max(...places.flatMap((a) => places.map((b) => km(a, b))));
      expect(farthest, `itinerary ${id}`).toBeLessThan(150);
    }
  });

  it('medicines are in Farmacêuticos, not in Alimentos secos', async () => {
    const found = await rows<{ codigo: string; categoria: string }>(
      "SELECT m.codigo, c.nome AS categoria FROM materiais m JOIN categorias c ON c.id = m.categoria_id WHERE m.codigo IN ('CX-DIPIRONA', 'CX-AMOXI', 'UN-TV55', 'CX-ARROZ-5') ORDER BY m.codigo");
    expect(found).toEqual([
      { codigo: 'CX-AMOXI', categoria: 'Farmacêuticos' }, { codigo: 'CX-ARROZ-5', categoria: 'Alimentos secos' },
      { codigo: 'CX-DIPIRONA', categoria: 'Farmacêuticos' }, { codigo: 'UN-TV55', categoria: 'Eletrônicos' },
    ]);
    expect((await rows('SELECT DISTINCT categoria_id FROM materiais')).length).toBeGreaterThan(5);
  });

  it('service orders were opened on several past days and done in hours, never in the future', async () => {
    const orders = await rows<{ aberta: string; horas: number | null; futuro: boolean }>(
      `SELECT data_abertura::date::text AS aberta, extract(epoch FROM data_conclusao - data_abertura) / 3600 AS horas,
              data_abertura > now() OR data_conclusao > now() AS futuro
         FROM ordens_servico`);
    expect(orders.length).toBeGreaterThanOrEqual(30);
    expect(orders.filter((o) => o.futuro)).toEqual([]);
    expect(new Set(orders.map((o) => o.aberta)).size).toBeGreaterThanOrEqual(5);
    const done = orders.filter((o) => o.horas !== null).map((o) => Number(o.horas));
    expect(done.length).toBeGreaterThan(5);
    for (const h of done) expect(h).toBeGreaterThanOrEqual(1);
    expect(Math.max(...done)).toBeLessThan(48);
    expect(ordensServico.statusIds.concluida).toBeDefined();
  });

  it('inbound notes carry their total, the sum of their lines', async () => {
    const notes = await rows<{ total: string | null; linhas: string }>(
      `SELECT e.valor_total::text AS total, (SELECT sum(i.quantidade_nf * i.valor_unitario) FROM entradas_itens i WHERE i.parent_id = e.id)::text AS linhas
         FROM entradas e`);
    expect(notes.length).toBeGreaterThanOrEqual(5);
    for (const n of notes) expect(Number(n.total)).toBe(Number(n.linhas));
  });
});
