// The offline outbox (issue 19): 200 queued stop finishes replayed against the API (SPEC 9's 1 s pauses
// left out), against the same 200 requests sent one after the other by a plain fetch loop; the same
// outbox replayed again, when the server answers every key from its record; and what the read cache
// keeps for a driver's 40-stop itinerary.
import { HttpError } from 'react-admin';
import { USER_TYPES } from '../src/registry/seedIds';
import type { KeyValueStorage } from '../src/offline/outboxStore';
import { createOutboxStore } from '../src/offline/outboxStore';
import { createReadCache } from '../src/offline/readCache';
import { replay } from '../src/offline/replay';
import { type Database, ms, report, startApp } from './lib';

const STOPS = 40;
const DAYS = 5;

/** localforage's surface over a Map: the bench measures the replay and the server, not IndexedDB. */
const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, unknown>();
  return {
    getItem: async <T,>(key: string) => (map.has(key) ? (structuredClone(map.get(key)) as T) : null),
    setItem: async <T,>(key: string, value: T) => {
      map.set(key, structuredClone(value));
      return value;
    },
    removeItem: async (key) => {
      map.delete(key);
    },
    iterate: async <T, U>(fn: (value: T, key: string) => U) => {
      let last: U | undefined;
      for (const [key, value] of map) last = fn(structuredClone(value) as T, key);
      return last as U;
    },
  };
};

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const offline = async (db: Database) => {
  const api = await startApp(db);
  const must = async <T,>(method: string, path: string, body?: unknown) => {
    const res = await api.call<T>(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const points = [];
  for (let i = 0; i < STOPS; i++) {
    points.push(await must<{ id: string }>('POST', '/v1/pontos', {
      codigo: `OFF-${i}`, nome_fantazia: `Cliente de rota ${i}`, cidade: 'Campinas', uf: 'SP', logradouro: `Rua ${i}`, numero: String(100 + i),
      janela_inicio: '08:00', janela_fim: '17:00',
    }));
  }
  const rota = await must<{ id: string }>('POST', '/v1/rotas', { codigo: 'OFF-ROTA', nome: 'Rota de bancada', paradas: points.map((p) => ({ ponto_id: p.id })) });

  const driver = async (name: string) => {
    const email = `${name}@bench.example.com`;
    const user = await must<{ id: string }>('POST', '/v1/usuarios', { firstName: name, email, password: 'motorista-123', tipo_id: USER_TYPES.motorista.id, roles: [] });
    const login = await api.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password: 'motorista-123' } });
    const itineraries: { id: string; data: string; paradas: { id: string }[] }[] = [];
    for (let d = 0; d < DAYS; d++) {
      const veiculo = await must<{ id: string }>('POST', '/v1/veiculos', { placa: `OF${name[0].toUpperCase()}${d}C${String(d).padStart(2, '0')}`, modelo: 'VUC' });
      itineraries.push(await must('POST', '/v1/itinerarios', { data: isoDay(d - DAYS + 1), motorista_id: user.id, veiculo_id: veiculo.id, rota_id: rota.id }));
    }
    return { id: user.id, token: login.json().token.access_token as string, itineraries };
  };
  const queued = await driver('outbox');
  const plain = await driver('plain');
  const warm = await driver('warmup');

  /** The finishes of a driver's days, each captured at its day's morning, one minute apart. */
  const finishes = (d: typeof queued) => d.itineraries.flatMap((it) => it.paradas.map((p, i) => ({
    path: `/itinerarios/${it.id}/pontos/${p.id}/finalizar`,
    body: { finalizado_em: new Date(`${it.data}T11:00:00.000Z`).getTime() + i * 60_000, recebedor_nome: 'Maria', ocorrencia_id: null, observacao: null },
    key: crypto.randomUUID(),
  }))).map((f) => ({ ...f, body: { ...f.body, finalizado_em: new Date(f.body.finalizado_em).toISOString() } }));

  const put = async (token: string, path: string, body: unknown, key: string) => {
    const res = await fetch(`${api.base}/v1${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new HttpError(json.message, res.status, json);
    return json;
  };

  // Untimed, so that neither timed run pays for the first requests' warm-up.
  for (const w of finishes(warm)) await put(warm.token, w.path, w.body, w.key);
  // The reference: the same kind of 200 requests, straight from a loop.
  const plainWrites = finishes(plain);
  let t0 = performance.now();
  for (const w of plainWrites) await put(plain.token, w.path, w.body, w.key);
  const plainMs = performance.now() - t0;

  const store = createOutboxStore(memoryStorage());
  const writes = finishes(queued);
  for (const w of writes) await store.add({ userId: queued.id, method: 'PUT', path: w.path, body: w.body, idempotencyKey: w.key });
  const deps = {
    store,
    userId: () => queued.id,
    online: () => true,
    send: (item: { path: string; idempotencyKey: string }, body: unknown) => put(queued.token, item.path, body, item.idempotencyKey),
    wait: async () => {},
    exclusive: async (task: () => Promise<void>) => {
      await task();
      return true;
    },
    later: () => {},
  };
  t0 = performance.now();
  const first = await replay(deps);
  const replayMs = performance.now() - t0;
  if (first.accepted !== writes.length) throw new Error(`replay accepted ${first.accepted} of ${writes.length}`);

  // A replay that meets the server's record of every key (an interrupted one, resumed).
  for (const item of await store.all()) await store.put({ ...item, state: 'waiting' });
  t0 = performance.now();
  const again = await replay(deps);
  const againMs = performance.now() - t0;
  const [{ finished, once }] = (await db.pool.query<{ finished: number; once: boolean }>(`
    SELECT count(*)::int AS finished, count(*) = count(DISTINCT p.id) AS once
      FROM itinerarios_paradas p JOIN itinerarios i ON i.id = p.parent_id
     WHERE i.motorista_id = $1 AND p.finalizado_em IS NOT NULL`, [queued.id])).rows;
  if (again.accepted !== writes.length || finished !== writes.length || !once) throw new Error(`second replay: ${again.accepted} accepted, ${finished} stops finished`);

  // What the driver's page keeps to open offline: its day (40 stops with their places) and the occurrences list.
  const reads = createReadCache(memoryStorage());
  const today = queued.itineraries.at(-1)!;
  const day = await fetch(`${api.base}/v1/itinerarios/meu?id=${today.id}`, { headers: { authorization: `Bearer ${queued.token}` } }).then((r) => r.json());
  const ocorrencias = await fetch(`${api.base}/v1/ocorrencias?page=1&limit=500&sort=nome&order=asc`, { headers: { authorization: `Bearer ${queued.token}` } }).then((r) => r.json());
  await reads.put(queued.id, `/itinerarios/meu?id=${today.id}`, day);
  await reads.put(queued.id, '/ocorrencias?page=1&limit=500&sort=nome&order=asc', ocorrencias);
  const bytes = await reads.size(queued.id);
  await api.app.close();

  const n = writes.length;
  report(`Offline outbox: ${n} queued stop finishes (${DAYS} itineraries x ${STOPS} stops), SPEC 9's 1 s pauses left out   (npm run bench -- offline)`, [
    [`replay of ${n} queued writes`, `${ms(replayMs)}   (${ms(replayMs / n)} per write)`],
    [`reference: the same ${n} PUTs from a plain loop`, `${ms(plainMs)}   (${ms(plainMs / n)} per write)`],
    ['ratio (plain loop / replay; 1.0 = the outbox costs nothing)', (plainMs / replayMs).toFixed(2)],
    [`replay again, every key answered from the server's record`, `${ms(againMs)}   (${ms(againMs / n)} per write; ${finished} stops finished, each once)`],
    [`with SPEC 9's pauses the replay would take`, `${((replayMs + n * 1000) / 1000).toFixed(0)} s`],
    [`read cache for a ${STOPS}-stop itinerary (its day + occurrences)`, `${(bytes / 1024).toFixed(1)} KB of JSON`],
  ]);
};
