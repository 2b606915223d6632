import type pg from 'pg';
import type { Resource } from '../../src/registry/define';
import { nfeKeyCheckDigit } from '../../src/registry/brazil';
import { createSchema } from '../../src/registry/validation';
import type { CurrentUser } from '../auth/guard';
import { loadServers } from '../registry';
import { createRecords } from '../crud/records';
import { settingsToday } from '../settings';
import { confirmShipment } from '../../src/resources/expedicoes/server';
import { confirmReceipt } from '../../src/resources/recebimentos/server';
import { post } from '../stock/ledger';
import { inTransaction } from './tx';

/**
 * Demo rows of the warehouse: reasons for a reservation (Avaria blocks stock), dock bookings this
 * week, entradas in every status, stock in several bins and lots (near expiry, expired, blocked)
 * posted through the ledger, outbound notes open and shipped, and a packing list. Written through
 * the record layer and the ledger module, never by SQL on their tables. A second run adds nothing:
 * each part is keyed (a name, an access key) or skipped when its demo rows exist.
 */
type Row = Record<string, unknown>;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A demo access key: SP, 2026-01, the demo supplier root, model 55, the number, and its real check digit. */
const chave = (n: number, serie = 1) => {
  const first43 = `3526011122233300018155${String(serie).padStart(3, '0')}${String(n).padStart(9, '0')}1${String(n).padStart(8, '0')}`;
  return first43 + nfeKeyCheckDigit(first43);
};

/** The demo warehouse's zone of each street. */
const ZONES: Record<string, string> = { A: 'SECOS', B: 'FARMA', C: 'VOLUMOSOS', D: 'PALETES' };
const grid = (street: string, building: number, level: number, positions: number) =>
  Array.from({ length: positions }, (_, p) => `${street}-${String(building).padStart(2, '0')}-${String(level).padStart(2, '0')}-${String(p + 1).padStart(2, '0')}`);
/**
 * Every bin the demo's counts, stock and notes use (below), and empty ones for the put-away
 * suggestion; A-02-01-03, B-02-02-03 and C-02-01-03 are blocked, the D street's bins hold 100 units each.
 */
const DEMO_BINS: [string, Row][] = [
  ...['A-01-01', 'A-01-02', 'A-02-01', 'B-02-01', 'B-02-02', 'C-01-01', 'C-02-01'].flatMap((p) => grid(p[0], Number(p.slice(2, 4)), Number(p.slice(5, 7)), 3)),
  ...grid('D', 1, 1, 4),
].map((endereco): [string, Row] => [endereco, {
  ...(['A-02-01-03', 'B-02-02-03', 'C-02-01-03'].includes(endereco) ? { bloqueado: true, descricao: 'Manutenção da estante' } : {}),
  ...(endereco.startsWith('D') ? { capacidade: 100 } : {}),
}]);

export const seedWarehouse = async (pool: pg.Pool, resources: Map<string, Resource>): Promise<Record<string, number>> => {
  const added: Record<string, number> = {};
  if (!resources.has('romaneios')) return added;
  const records = createRecords([...resources.values()], await loadServers([...resources.values()]));
  const [admin] = (await pool.query<CurrentUser>(
    `SELECT id, first_name AS "firstName", roles, tipo_id FROM usuarios WHERE 'admin' = ANY(roles) ORDER BY created_at LIMIT 1`)).rows;
  const today = await settingsToday(pool);
  const r = (name: string) => resources.get(name)!;
  const ids = async (db: pg.PoolClient, sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows.map((x) => x.id);
  const exists = async (db: pg.PoolClient, sql: string, params: unknown[] = []) => !!(await db.query(sql, params)).rowCount;

  await inTransaction(pool, async (db) => {
    const ctx = { db, user: admin, records };
    const add = async (name: string, row: Row) => {
      const parsed = createSchema(r(name)).safeParse(row);
      if (!parsed.success) throw new Error(`demo ${name} row ${JSON.stringify(row)} is invalid: ${parsed.error.message}`);
      const made = await records.create(ctx, r(name), parsed.data as Row);
      added[name] = (added[name] ?? 0) + 1;
      return made;
    };
    /** A system move into a status no user button reaches here (the workflow routes do that in the app). */
    const move = (name: string, id: unknown, status: string) => records.update(ctx, r(name), String(id), undefined, { status_id: status }, { force: true });
    const S = (name: string) => r(name).statusIds as Record<string, string>;

    // Reasons: Avaria puts what it marks into blocked stock.
    const motivos: [string, string, boolean][] = [
      ['Avaria', 'Embalagem ou produto danificado', true], ['Falta', 'Quantidade menor que a da nota', false],
      ['Sobra', 'Quantidade maior que a da nota', false], ['Validade curta', 'Lote abaixo da validade mínima do cliente', false],
    ];
    for (const [nome, descricao, bloqueia_estoque] of motivos) {
      if (!(await exists(db, 'SELECT 1 FROM motivos_ressalvas WHERE nome = $1', [nome]))) await add('motivos-ressalvas', { nome, descricao, bloqueia_estoque });
    }
    const [avaria] = await ids(db, "SELECT id FROM motivos_ressalvas WHERE nome = 'Avaria'");

    // Four docks, unless the settings already say how many.
    const [cfg] = (await db.query<{ id: string; docas: number | null }>('SELECT id, docas FROM configuracoes ORDER BY created_at LIMIT 1')).rows;
    if (cfg && cfg.docas === null) await records.update(ctx, r('configuracoes'), cfg.id, undefined, { docas: 4 });

    const materiais = await ids(db, 'SELECT id FROM materiais ORDER BY codigo LIMIT 8');
    const [fornecedor] = await ids(db, 'SELECT id FROM fornecedores ORDER BY created_at LIMIT 1');
    const [transportadora] = await ids(db, 'SELECT id FROM transportadoras ORDER BY created_at LIMIT 1');
    const destinatarios = await ids(db, 'SELECT id FROM destinatarios ORDER BY created_at LIMIT 3');
    if (materiais.length < 4 || !fornecedor || !destinatarios.length) return;

    // Bookings this week on several docks, none overlapping on one dock.
    if (!(await exists(db, "SELECT 1 FROM agendamentos WHERE observacao = 'Demonstração'"))) {
      const A = S('agendamentos');
      const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      const plan: [number, number, string, string][] = [
        [0, 1, '08:00', '09:30'], [0, 2, '08:30', '10:00'], [1, 1, '10:00', '11:00'], [1, 3, '13:00', '14:30'],
        [2, 2, '07:30', '08:30'], [2, 4, '09:00', '11:00'], [3, 1, '14:00', '15:00'], [4, 3, '08:00', '09:00'],
      ];
      const statuses = [A.concluido, A.concluido, A.emAndamento, A.agendado, A.agendado, A.cancelado, A.agendado, A.naoCompareceu];
      for (const [i, [day, doca, hora_inicio, hora_fim]] of plan.entries()) {
        const b = await add('agendamentos', {
          tipo: i % 3 === 2 ? 'expedicao' : 'recebimento', data: addDays(monday, day), hora_inicio, hora_fim, doca,
          fornecedor_id: fornecedor, transportadora_id: transportadora ?? null, motorista_nome: ['João', 'Ana', 'Pedro', 'Rita'][i % 4],
          notas: i % 2 ? [] : [{ chave_acesso: chave(900 + i) }], observacao: 'Demonstração',
        });
        if (statuses[i] !== A.agendado) await move('agendamentos', b.id, statuses[i]);
      }
    }

    // Entradas in every status, each reached the way users reach it: a count moves an entrada into
    // Em conferência, its confirmation posts the stock and makes it Recebida (with ressalva under a reason).
    const E = S('entradas');
    // Bins (enderecos) before anything is counted into them: the ledger takes stock only into registered,
    // active, unblocked bins. A zone per street; a few blocked (maintenance, quarantine) and a few with a capacity.
    for (const [endereco, extra] of DEMO_BINS) {
      if (!(await exists(db, 'SELECT 1 FROM enderecos WHERE endereco = $1', [endereco]))) await add('enderecos', { endereco, zona: ZONES[endereco[0]], ...extra });
    }

    const R = S('recebimentos');
    const count = async (entrada: Row, lines: (itens: Row[]) => Row[]) => add('recebimentos', {
      entrada_id: entrada.id, conferente_id: admin.id, itens: lines(entrada.itens as Row[]),
    });
    const stages = ['aguardando', 'emConferencia', 'recebida', 'recebidaComRessalva', 'cancelada'] as const;
    for (const [i, stage] of stages.entries()) {
      const key = chave(100 + i);
      if (await exists(db, 'SELECT 1 FROM entradas WHERE chave_acesso = $1', [key])) continue;
      const itens = [
        { material_id: materiais[i % materiais.length], quantidade_nf: 40, quantidade: 40, lote: `L${today.slice(2, 4)}${String(i + 1).padStart(2, '0')}A`, validade: addDays(today, 20 + 60 * i), valor_unitario: 12.5 + 7.25 * i },
        { material_id: materiais[(i + 1) % materiais.length], quantidade_nf: 24, quantidade: 24, valor_unitario: 30 + 4.5 * i },
      ];
      const e = await add('entradas', {
        numero_nf: String(100 + i), serie: '1', chave_acesso: key, fornecedor_id: fornecedor, data_emissao: addDays(today, -7 + i),
        // The note's total, as an NF-e states it: the sum of its lines.
        valor_total: itens.reduce((sum, l) => sum + l.quantidade_nf * l.valor_unitario, 0), itens,
      });
      if (stage === 'cancelada') await move('entradas', e.id, E.cancelada);
      if (stage === 'emConferencia') await count(e, (l) => [{ entrada_item_id: l[0].id, quantidade_recebida: 40, endereco: 'A-02-01-01' }]);
      if (stage === 'recebida' || stage === 'recebidaComRessalva') {
        const rec = await count(e, (l) => (stage === 'recebida'
          ? [{ entrada_item_id: l[0].id, quantidade_recebida: 40, endereco: 'A-01-01-01' }, { entrada_item_id: l[1].id, quantidade_recebida: 24, endereco: 'A-01-02-01' }]
          : [
            { entrada_item_id: l[0].id, quantidade_recebida: 30, endereco: 'A-01-01-03' },
            { entrada_item_id: l[0].id, quantidade_recebida: 10, endereco: 'A-01-01-02', motivo_ressalva_id: avaria, observacao: 'Caixas amassadas' },
            { entrada_item_id: l[1].id, quantidade_recebida: 24, endereco: 'A-01-02-02' },
          ]));
        await move('recebimentos', rec.id, R.contado);
        await confirmReceipt(ctx, rec.id as string);
      }
    }

    // More lots by adjustments: one expiring within 30 days, one expired, one far out; several bins.
    if (!(await exists(db, "SELECT 1 FROM estoque_movimentos WHERE origem = 'ajuste' LIMIT 1"))) {
      const stock: [number, string, string, number, number, number][] = [
        [0, 'L-PROX', 'B-02-01-01', 12, 15, 0], [0, 'L-VENC', 'B-02-01-02', 8, -5, 0], [0, 'L-LONGE', 'B-02-02-01', 60, 300, 0],
        [1, 'L-PROX', 'C-01-01-01', 20, 25, 0], [1, 'L-LONGE', 'C-01-01-02', 45, 400, 5], [2, '', 'C-02-01-01', 100, 0, 0],
        [3, 'L-MEIO', 'D-01-01-01', 36, 90, 0], [3, 'L-MEIO', 'D-01-01-02', 14, 90, 0],
      ];
      await post(db, stock.map(([m, lote, endereco, quantidade, dias, bloqueada]) => ({
        material_id: materiais[m], lote, endereco, quantidade, bloqueada, validade: lote ? addDays(today, dias) : null,
      })), { origem: 'ajuste', usuario_id: admin.id, motivo: 'Inventário inicial (demonstração)' });
      added.estoque_movimentos = stock.length;
    }

    // Outbound notes: open ones reserve their bins, two are shipped; a packing list of three.
    const notes: Row[] = [];
    for (let i = 0; i < 4; i++) {
      const key = chave(500 + i, 2);
      if (await exists(db, 'SELECT 1 FROM expedicoes WHERE chave_acesso = $1', [key])) continue;
      const quantidade = 2 + i;
      const note = await add('expedicoes', {
        numero_nf: String(500 + i), serie: '2', chave_acesso: key, destinatario_id: destinatarios[i % destinatarios.length], data: today, volumes: quantidade,
        itens: [{ material_id: materiais[2], lote: '', endereco: 'C-02-01-01', quantidade }],
      });
      if (i < 2) await confirmShipment(ctx, note.id as string);
      notes.push(note);
    }
    if (notes.length >= 3 && !(await exists(db, "SELECT 1 FROM romaneios WHERE observacao = 'Demonstração'"))) {
      const [veiculo] = await ids(db, 'SELECT id FROM veiculos ORDER BY created_at LIMIT 1');
      await add('romaneios', {
        data: today, transportadora_id: transportadora ?? null, veiculo_id: veiculo ?? null,
        expedicoes: [notes[0], notes[1], notes[2]].map((n) => ({ expedicao_id: n.id })), observacao: 'Demonstração',
      });
    }
  });
  return added;
};
