import type pg from 'pg';
import type { Resource } from '../../src/registry/define';
import { USER_TYPES } from '../../src/registry/seedIds';
import { DEMO_DRIVERS } from './demoUsers';
import { createSchema } from '../../src/registry/validation';
import type { CurrentUser } from '../auth/guard';
import { loadServers } from '../registry';
import { createRecords } from '../crud/records';
import { settingsToday } from '../settings';
import { cleanSearchIndex } from './bulk';
import { inTransaction } from './tx';

/**
 * Demo rows of the transport resources: airports, several hundred points in
 * real Brazilian cities with their coordinates, vehicles, materials, occurrences, routes,
 * requests and service orders in every status, supplies, and today's itineraries at every stage.
 * They are written through the same record layer as the API (only the service orders' stamps are
 * moved back afterwards, to when such orders happen), so lifecycles, line items, derived
 * values and the audit trail hold for them too. A second run adds nothing.
 */

/** Real coordinates of city centres; points spread around them. */
const CITIES: [string, string, number, number][] = [
  ['São Paulo', 'SP', -23.5505, -46.6333], ['Guarulhos', 'SP', -23.4538, -46.5333], ['Campinas', 'SP', -22.9056, -47.0608],
  ['Santos', 'SP', -23.9608, -46.3336], ['Sorocaba', 'SP', -23.5015, -47.4526], ['Ribeirão Preto', 'SP', -21.1775, -47.8103],
  ['São José dos Campos', 'SP', -23.1896, -45.8841], ['Jundiaí', 'SP', -23.1857, -46.8978], ['Rio de Janeiro', 'RJ', -22.9068, -43.1729],
  ['Niterói', 'RJ', -22.8832, -43.1034], ['Belo Horizonte', 'MG', -19.9167, -43.9345], ['Uberlândia', 'MG', -18.9186, -48.2772],
  ['Curitiba', 'PR', -25.4284, -49.2733], ['Londrina', 'PR', -23.3045, -51.1696], ['Joinville', 'SC', -26.3045, -48.8487],
  ['Florianópolis', 'SC', -27.5954, -48.548], ['Porto Alegre', 'RS', -30.0346, -51.2177], ['Caxias do Sul', 'RS', -29.1678, -51.1794],
  ['Salvador', 'BA', -12.9777, -38.5016], ['Recife', 'PE', -8.0476, -34.877], ['Fortaleza', 'CE', -3.7319, -38.5267],
  ['Goiânia', 'GO', -16.6869, -49.2648], ['Brasília', 'DF', -15.7939, -47.8828], ['Manaus', 'AM', -3.119, -60.0217],
  ['Belém', 'PA', -1.4558, -48.4902], ['Vitória', 'ES', -20.3155, -40.3128], ['Cuiabá', 'MT', -15.601, -56.0974],
  ['Campo Grande', 'MS', -20.4697, -54.6201], ['Natal', 'RN', -5.7945, -35.211], ['João Pessoa', 'PB', -7.1195, -34.845],
];

const AIRPORTS: [string, string, string, string, number, number][] = [
  ['GRU', 'Aeroporto Internacional de Guarulhos', 'Guarulhos', 'SP', -23.4356, -46.4731],
  ['CGH', 'Aeroporto de Congonhas', 'São Paulo', 'SP', -23.6261, -46.6564],
  ['VCP', 'Aeroporto Internacional de Viracopos', 'Campinas', 'SP', -23.0074, -47.1345],
  ['GIG', 'Aeroporto Internacional do Galeão', 'Rio de Janeiro', 'RJ', -22.8099, -43.2505],
  ['SDU', 'Aeroporto Santos Dumont', 'Rio de Janeiro', 'RJ', -22.9105, -43.1631],
  ['CNF', 'Aeroporto Internacional de Confins', 'Confins', 'MG', -19.6244, -43.9719],
  ['BSB', 'Aeroporto Internacional de Brasília', 'Brasília', 'DF', -15.8697, -47.9208],
  ['POA', 'Aeroporto Internacional Salgado Filho', 'Porto Alegre', 'RS', -29.9939, -51.1711],
  ['CWB', 'Aeroporto Internacional Afonso Pena', 'São José dos Pinhais', 'PR', -25.5285, -49.1758],
  ['SSA', 'Aeroporto Internacional de Salvador', 'Salvador', 'BA', -12.9086, -38.3225],
  ['REC', 'Aeroporto Internacional do Recife', 'Recife', 'PE', -8.1265, -34.9236],
  ['FOR', 'Aeroporto Internacional de Fortaleza', 'Fortaleza', 'CE', -3.7763, -38.5326],
  ['MAO', 'Aeroporto Internacional de Manaus', 'Manaus', 'AM', -3.0386, -60.0497],
  ['BEL', 'Aeroporto Internacional de Belém', 'Belém', 'PA', -1.3792, -48.4763],
];

/** Code, description, unit, weight, volume, value, and the demo category (server/db/demo.ts) it belongs to. */
const MATERIALS: [string, string, string, number, number, number, string][] = [
  ['CX-ARROZ-5', 'Arroz tipo 1, fardo 6 × 5 kg', 'CX', 30.5, 0.045, 142.9, 'Alimentos secos'], ['CX-FEIJ-1', 'Feijão carioca, fardo 10 × 1 kg', 'CX', 10.3, 0.014, 79.9, 'Alimentos secos'],
  ['CX-OLEO-900', 'Óleo de soja 900 ml, caixa com 20', 'CX', 18.6, 0.024, 139.0, 'Alimentos secos'], ['FD-AGUA-15', 'Água mineral 1,5 l, fardo com 6', 'PC', 9.2, 0.012, 14.5, 'Bebidas'],
  ['CX-REFRI-2L', 'Refrigerante 2 l, fardo com 6', 'PC', 12.6, 0.016, 41.4, 'Bebidas'], ['CX-LEITE-1L', 'Leite UHT integral, caixa com 12', 'CX', 12.9, 0.014, 59.9, 'Refrigerados'],
  ['PL-CIMENTO', 'Cimento CP II 50 kg, palete com 40', 'UN', 2000, 1.2, 1580.0, 'Material de construção'], ['SC-ARGAM', 'Argamassa AC-II 20 kg', 'UN', 20, 0.015, 24.9, 'Material de construção'],
  ['CX-DIPIRONA', 'Dipirona 500 mg, caixa com 100 blísteres', 'CX', 3.1, 0.011, 210.0, 'Farmacêuticos'], ['CX-AMOXI', 'Amoxicilina 500 mg, caixa com 50', 'CX', 1.9, 0.006, 185.0, 'Farmacêuticos'],
  ['UN-TV55', 'Televisor LED 55 polegadas', 'UN', 18.5, 0.21, 2899.0, 'Eletrônicos'], ['UN-NOTE', 'Notebook 15,6 polegadas', 'UN', 2.8, 0.012, 3499.0, 'Eletrônicos'],
  ['CX-PASTILHA', 'Pastilha de freio dianteira, jogo', 'CX', 1.4, 0.002, 89.9, 'Autopeças'], ['UN-PNEU-175', 'Pneu 175/70 R14', 'UN', 7.6, 0.05, 389.0, 'Autopeças'],
  ['CX-DETERG', 'Detergente líquido 500 ml, caixa com 24', 'CX', 12.8, 0.016, 52.8, 'Higiene e limpeza'], ['CX-SABAO', 'Sabão em pó 1 kg, caixa com 20', 'CX', 20.4, 0.03, 199.0, 'Higiene e limpeza'],
  ['CX-CAMISETA', 'Camiseta de algodão, caixa com 50', 'CX', 9.5, 0.06, 1250.0, 'Têxtil'], ['CX-TENIS', 'Tênis esportivo, caixa com 12 pares', 'CX', 11.2, 0.09, 2388.0, 'Têxtil'],
  ['L-DIESEL', 'Óleo diesel S10 (granel)', 'L', 0.84, 0.001, 6.19, 'Autopeças'], ['M3-AREIA', 'Areia média lavada', 'M3', 1500, 1, 120.0, 'Material de construção'],
];

/** Cities near enough for one driver's day: a driver's requests and stops stay in their city's region. */
const REGIONS: Record<string, string[]> = {
  'São Paulo': ['São Paulo', 'Guarulhos'], 'Rio de Janeiro': ['Rio de Janeiro', 'Niterói'], Campinas: ['Campinas', 'Jundiaí'],
  Curitiba: ['Curitiba', 'Joinville'], 'Porto Alegre': ['Porto Alegre', 'Caxias do Sul'], 'Belo Horizonte': ['Belo Horizonte'],
  Salvador: ['Salvador'], Recife: ['Recife', 'João Pessoa'], Fortaleza: ['Fortaleza'], Goiânia: ['Goiânia'],
};

const OCCURRENCES: [string, string, boolean][] = [
  ['Entrega realizada', 'Entrega', false], ['Coleta realizada', 'Coleta', false], ['Avaria na carga', 'Avaria', true],
  ['Cliente ausente', 'Atraso', false], ['Endereço não localizado', 'Atraso', false], ['Recusa do destinatário', 'Entrega', true],
  ['Entrega parcial', 'Entrega', true], ['Trânsito intenso', 'Atraso', false],
];

/** Plates and RENAVAM numbers with valid check digits (old and Mercosul plates). */
const PLATES = ['FRT1A23', 'GHK2B34', 'BRA3C45', 'RST4D56', 'MNO5E67', 'QWE6F78', 'ASD7G89', 'ZXC8H90', 'POI9J01', 'LKJ0K12',
  'EXA4821', 'FLT7390', 'CRG1508', 'TRK6644', 'VAN2917'];
const renavamFrom = (ten: string): string => {
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const digit = (weights.reduce((acc, w, i) => acc + w * Number(ten[i]), 0) * 10) % 11;
  return ten + (digit === 10 ? 0 : digit);
};

/** A fixed spread around a city centre, so a second run computes the same coordinates. */
const around = (lat: number, lng: number, i: number) => ({
  lat: Math.round((lat + (((i * 37) % 101) - 50) / 1000) * 1e5) / 1e5,
  lng: Math.round((lng + (((i * 53) % 97) - 48) / 1000) * 1e5) / 1e5,
});

const day = (offset: number, base: string) => {
  const d = new Date(`${base}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export const seedTransport = async (pool: pg.Pool, resources: Map<string, Resource>): Promise<Record<string, number>> => {
  const added: Record<string, number> = {};
  if (!resources.has('itinerarios')) return added;
  const records = createRecords([...resources.values()], await loadServers([...resources.values()]));
  const [admin] = (await pool.query<CurrentUser>(
    `SELECT id, first_name AS "firstName", roles, tipo_id FROM usuarios WHERE 'admin' = ANY(roles) ORDER BY created_at LIMIT 1`)).rows;
  const today = await settingsToday(pool);
  const r = (name: string) => resources.get(name)!;
  const idsOf = async (sql: string, params: unknown[] = []) => (await pool.query<{ id: string }>(sql, params)).rows.map((x) => x.id);
  /** A demo tipo of a resource, in the grupo its tipo_id field declares. */
  const tipo = async (name: string, nome: string) =>
    (await idsOf('SELECT id FROM tipos WHERE grupo_id = $1 AND nome = $2', [r(name).fields.tipo_id.group!.id, nome]))[0] ?? null;

  /** Creates through the record layer (schema, rules, audit) unless a row with this key exists. */
  const add = async (db: pg.PoolClient, name: string, keyColumn: string | undefined, row: Record<string, unknown>) => {
    if (keyColumn && (await db.query(`SELECT 1 FROM ${r(name).table} WHERE ${keyColumn} = $1`, [row[keyColumn]])).rowCount) return undefined;
    const parsed = createSchema(r(name)).safeParse(row);
    if (!parsed.success) throw new Error(`demo ${name} row ${JSON.stringify(row)} is invalid: ${parsed.error.message}`);
    const made = await records.create({ db, user: admin, records }, r(name), parsed.data as Record<string, unknown>);
    added[name] = (added[name] ?? 0) + 1;
    return made;
  };

  await inTransaction(pool, async (db) => {
    for (const [sigla, nome, cidade, uf, lat, lng] of AIRPORTS) await add(db, 'aeroportos', 'sigla', { sigla, nome, cidade, uf, latlng: { lat, lng } });
    const clientes = await idsOf('SELECT id FROM clientes ORDER BY created_at');
    const kinds = [await tipo('pontos', 'Centro de distribuição'), await tipo('pontos', 'Loja'), await tipo('pontos', 'Cliente final')];
    const streets = ['Rua das Flores', 'Avenida Brasil', 'Rua Sete de Setembro', 'Avenida Industrial', 'Rua do Comércio', 'Rodovia dos Bandeirantes'];
    for (let i = 1; i <= 300; i++) {
      const [cidade, uf, lat, lng] = CITIES[i % CITIES.length];
      const kind = kinds[i % 3];
      await add(db, 'pontos', 'codigo', {
        codigo: `P${String(i).padStart(4, '0')}`,
        nome_fantazia: `${['CD', 'Loja', 'Cliente'][i % 3]} ${cidade} ${Math.ceil(i / CITIES.length)}`,
        tipo_id: kind, cliente_id: clientes.length ? clientes[i % clientes.length] : null,
        logradouro: streets[i % streets.length], numero: String(100 + ((i * 17) % 1900)), bairro: 'Centro', cidade, uf,
        latlng: i % 25 === 0 ? null : around(lat, lng, i),
        janela_inicio: i % 4 === 0 ? null : ['07:00', '08:00', '09:00'][i % 3], janela_fim: i % 4 === 0 ? null : ['17:00', '18:00', '12:00'][i % 3],
        contato: ['Carlos', 'Luciana', 'Marcos', 'Renata', 'Paulo'][i % 5],
      });
    }
    const kindsV = [await tipo('veiculos', 'VUC'), await tipo('veiculos', 'Truck'), await tipo('veiculos', 'Carreta'), await tipo('veiculos', 'Van')];
    for (const [i, placa] of PLATES.entries()) {
      await add(db, 'veiculos', 'placa', {
        placa, modelo: ['Accelo 1016', 'Atego 2426', 'Actros 2651', 'Sprinter 416'][i % 4], marca: ['Mercedes-Benz', 'Volvo', 'Scania', 'Volkswagen'][i % 4],
        ano: 2016 + (i % 9), tipo_id: kindsV[i % 4], capacidade_kg: [4000, 14000, 32000, 1500][i % 4], capacidade_m3: [22, 48, 90, 12][i % 4],
        renavam: renavamFrom(String(1234567890 + i * 7919).slice(0, 10)), ativo: i !== PLATES.length - 1,
      });
    }
    for (const [codigo, descricao, unidade, peso, volume, valor, categoria] of MATERIALS) {
      const [categoria_id] = await idsOf('SELECT id FROM categorias WHERE nome = $1', [categoria]);
      await add(db, 'materiais', 'codigo', { codigo, descricao, unidade, peso_kg: peso, volume_m3: volume, valor_unitario: valor, categoria_id: categoria_id ?? null, controla_lote: codigo.startsWith('CX-D') || codigo.startsWith('CX-A'), controla_validade: codigo.startsWith('CX-D') || codigo.includes('LEITE') });
    }
    for (const [nome, grupo, exige] of OCCURRENCES) await add(db, 'ocorrencias', 'nome', { nome, tipo_id: await tipo('ocorrencias', grupo), exige_foto: exige });
  });

  // Routes, requests, orders, supplies and itineraries: only on a first run (they have no natural key).
  if ((await pool.query('SELECT 1 FROM rotas LIMIT 1')).rowCount) return added;
  await inTransaction(pool, async (db) => {
    const ctx = { db, user: admin, records };
    const pontos = await idsOf(`SELECT id FROM pontos WHERE codigo LIKE 'P%' ORDER BY codigo`);
    const pontosIn = async (uf: string) => idsOf(`SELECT id FROM pontos WHERE uf = $1 AND codigo LIKE 'P%' ORDER BY codigo`, [uf]);
    const sp = await pontosIn('SP');
    const routes: [string, string, string[]][] = [
      ['R-SP-01', 'Capital — zona leste', sp.slice(0, 6)], ['R-SP-02', 'Campinas e Jundiaí', sp.slice(6, 12)],
      ['R-SP-03', 'Baixada Santista', sp.slice(12, 16)], ['R-RJ-01', 'Rio — Centro e Niterói', (await pontosIn('RJ')).slice(0, 5)],
      ['R-PR-01', 'Curitiba e Londrina', (await pontosIn('PR')).slice(0, 6)], ['R-MG-01', 'Belo Horizonte', (await pontosIn('MG')).slice(0, 4)],
    ];
    for (const [i, [codigo, nome, stops]] of routes.entries()) {
      if (stops.length < 2) continue;
      await add(db, 'rotas', 'codigo', { codigo, nome, paradas: stops.map((ponto_id) => ({ ponto_id })), distancia_km: 35 + i * 42.5, tempo_estimado_min: 90 + i * 45 });
    }
    const clientes = await idsOf('SELECT id FROM clientes ORDER BY created_at');
    const materiais = await idsOf('SELECT id FROM materiais ORDER BY codigo');
    const S = r('solicitacoes').statusIds;
    // Requests 10, 11, 12 go to the first driver with a day today, 13–15 to the second, and so on;
    // each request's points are in its driver's region, so a day's stops are a drive apart, not a flight.
    const working = DEMO_DRIVERS.filter((d) => d.today);
    const regionOf = (i: number) => REGIONS[(i >= 10 && i < 10 + working.length * 3 ? working[Math.floor((i - 10) / 3)] : DEMO_DRIVERS[i % DEMO_DRIVERS.length]).city!];
    const requests: { id: string; version: number }[] = [];
    for (let i = 0; i < 40; i++) {
      const near = await idsOf(`SELECT id FROM pontos WHERE cidade = ANY($1) AND codigo LIKE 'P%' ORDER BY codigo`, [regionOf(i)]);
      const place = near.length >= 2 ? near : pontos;
      const origem = place[(i * 7) % place.length];
      let destino = place[(i * 13 + 5) % place.length];
      if (destino === origem) destino = place[(i * 13 + 6) % place.length];
      const made = await add(db, 'solicitacoes', undefined, {
        cliente_id: clientes[i % clientes.length], origem_id: origem, destino_id: destino, data_prevista: day((i % 10) - 3, today),
        tipo_id: await tipo('solicitacoes', ['Coleta', 'Entrega', 'Transferência'][i % 3]),
        itens: Array.from({ length: 1 + (i % 4) }, (_, k) => ({ material_id: materiais[(i + k * 3) % materiais.length], quantidade: 2 + ((i * k + 3) % 40), peso_kg: 10 + ((i + k) % 9) * 12.5, volume_m3: 0.2 + (k % 3) * 0.15 })),
        observacao: i % 5 === 0 ? 'Agendar com a portaria na véspera.' : null,
      });
      if (made) requests.push({ id: made.id as string, version: made.version as number });
    }
    // Requests in every status: 0–9 stay Aberta, later ones are planned below or moved by hand.
    const moves: [number, string[]][] = [[34, [S.cancelada]], [35, [S.cancelada]], [36, [S.planejada, S.cancelada]]];
    for (const [at, path] of moves) for (const to of path) if (requests[at]) await records.update(ctx, r('solicitacoes'), requests[at].id, undefined, { status_id: to });

    // Today's itineraries: open with planned stops, under way, done, and cancelled.
    const I = r('itinerarios').statusIds;
    const drivers = await idsOf('SELECT id FROM usuarios WHERE tipo_id = $1 ORDER BY email', [USER_TYPES.motorista.id]);
    const driverOf = async (email: string) => (await idsOf('SELECT id FROM usuarios WHERE email = $1', [email]))[0];
    const vehicles = await idsOf('SELECT id FROM veiculos WHERE ativo ORDER BY placa');
    const ocorrencias = await idsOf('SELECT id FROM ocorrencias WHERE NOT exige_foto ORDER BY nome');
    for (const [k, { email, today: stage }] of working.entries()) {
      const motorista = await driverOf(email);
      if (!stage || !motorista || !vehicles[k]) break;
      const plan = requests.slice(10 + k * 3, 13 + k * 3);
      const it = await records.create(ctx, r('itinerarios'), { data: today, motorista_id: motorista, veiculo_id: vehicles[k], km_inicial: 84210 + k * 1300 });
      added.itinerarios = (added.itinerarios ?? 0) + 1;
      const paradas = plan.flatMap((s) => {
        const req = s as { id: string };
        return [{ solicitacao_id: req.id, tipo: 'coleta' }, { solicitacao_id: req.id, tipo: 'entrega' }];
      });
      const withPlaces = [];
      for (const p of paradas) {
        const [row] = (await db.query<{ origem_id: string; destino_id: string }>('SELECT origem_id, destino_id FROM solicitacoes WHERE id = $1', [p.solicitacao_id])).rows;
        withPlaces.push({ ...p, ponto_id: p.tipo === 'coleta' ? row.origem_id : row.destino_id });
      }
      for (const s of plan) await records.update(ctx, r('solicitacoes'), s.id, undefined, { status_id: S.planejada });
      let current = await records.update(ctx, r('itinerarios'), it.id as string, undefined, { paradas: withPlaces }, { action: 'planejar' });
      if (stage === 'cancelado') {
        await records.update(ctx, r('itinerarios'), it.id as string, undefined, { status_id: I.cancelado });
        continue;
      }
      if (stage === 'aberto') continue;
      // Stops finished as the driver's phone would: time, receiver, position, sometimes an occurrence.
      const stops = current.paradas as unknown as { id: string; ponto_id: string }[];
      const finish = stage === 'concluido' ? stops.length : Math.ceil(stops.length / 2);
      for (const [n, stop] of stops.slice(0, finish).entries()) {
        const [place] = (await db.query<{ latlng: { lat: number; lng: number } | null }>('SELECT latlng FROM pontos WHERE id = $1', [stop.ponto_id])).rows;
        await records.updateLine(ctx, r('itinerarios'), it.id as string, 'paradas', stop.id, {
          finalizado_em: new Date(Date.now() - (stops.length - n) * 35 * 60_000).toISOString(),
          recebedor_nome: ['Carlos Menezes', 'Luciana Prado', 'Marcos Vieira'][n % 3], recebedor_documento: '52998224725',
          lat: place?.latlng?.lat ?? null, lng: place?.latlng?.lng ?? null, ocorrencia_id: n === 1 && ocorrencias.length ? ocorrencias[k % ocorrencias.length] : null,
        }, { action: 'finalizar' });
      }
      current = await records.update(ctx, r('itinerarios'), it.id as string, undefined, { status_id: I.emAndamento });
      for (const s of plan) await records.update(ctx, r('solicitacoes'), s.id, undefined, { status_id: S.emAndamento });
      if (stage === 'concluido') {
        await records.update(ctx, r('itinerarios'), it.id as string, undefined, { status_id: I.concluido, km_final: 84210 + k * 1300 + 187 });
        for (const s of plan) await records.update(ctx, r('solicitacoes'), s.id, undefined, { status_id: S.concluida });
      }
    }

    // Service orders in every status, some past their due date.
    const O = r('ordens-servico').statusIds;
    const servicos = ['Coleta programada no CD', 'Transferência entre filiais', 'Armazenagem de carga fracionada', 'Cross-docking de paletes',
      'Entrega expressa de medicamentos', 'Retirada de devolução', 'Inventário rotativo', 'Carga e descarga com ajudante'];
    for (let i = 0; i < 30; i++) {
      const os = await add(db, 'ordens-servico', undefined, {
        cliente_id: clientes[i % clientes.length], descricao: servicos[i % servicos.length], data_prevista: day((i % 12) - 6, today),
        valor: 180 + (i % 9) * 95.5, tipo_id: await tipo('ordens-servico', ['Transporte', 'Armazenagem', 'Cross-docking'][i % 3]),
        solicitacao_id: i % 4 === 0 && requests[i] ? requests[i].id : null,
      });
      if (!os) continue;
      const path = [[], [O.emAndamento], [O.emAndamento, O.concluida], [O.cancelada]][i % 4];
      for (const to of path) await records.update(ctx, r('ordens-servico'), os.id as string, undefined, { status_id: to });
      // The record layer stamps the moment it writes, so a demo written in a second would show
      // orders done in milliseconds. Moved to when such an order happens: opened on a morning
      // before its due day, done 3 to 32 hours later, never in the future.
      const abertura = `${day(Math.min((i % 12) - 6, 0) - 1 - (i % 3), today)}T${String(7 + (i % 5)).padStart(2, '0')}:30:00-03:00`;
      await db.query(
        `UPDATE ordens_servico SET data_abertura = LEAST($2::timestamptz, now() - interval '1 day'),
           data_conclusao = CASE WHEN data_conclusao IS NULL THEN NULL
             ELSE LEAST($2::timestamptz + make_interval(hours => $3), now() - interval '10 minutes') END
         WHERE id = $1`,
        [os.id, abertura, 3 + ((i * 7) % 30)],
      );
    }

    // Supplies of the last days: fuel and tolls with the card operator's answers.
    const pontosSp = await pontosIn('SP');
    const I2 = r('insumos').statusIds;
    const bandeiras = await idsOf('SELECT id FROM bandeiras ORDER BY nome');
    for (let i = 0; i < 40; i++) {
      const fuel = i % 3 !== 0;
      await add(db, 'insumos', undefined, {
        data: `${day(-(i % 15), today)}T${String(6 + (i % 12)).padStart(2, '0')}:15:00-03:00`, veiculo_id: vehicles[i % vehicles.length],
        motorista_id: drivers[i % drivers.length], ponto_id: pontosSp[i % pontosSp.length] ?? null,
        descricao: fuel ? 'Abastecimento diesel S10' : 'Pedágio Rodovia dos Bandeirantes', tipo_id: await tipo('insumos', fuel ? 'Combustível' : 'Pedágio'),
        quantidade: fuel ? 80 + (i % 7) * 22.5 : 1, valor_unitario: fuel ? 6.19 : 17.6 + (i % 3) * 4.3,
        bandeira_id: bandeiras.length ? bandeiras[i % bandeiras.length] : null, cartao: `4111111111${String(1000 + i * 37).slice(-4)}`,
        status_id: [I2.sucesso, I2.aprovado, I2.sucesso, I2.negado, I2.naoAutorizado][i % 5],
      });
    }
  });
  for (const table of ['pontos', 'solicitacoes', 'ordens_servico', 'insumos', 'veiculos', 'materiais']) await cleanSearchIndex(pool, table);
  return added;
};
