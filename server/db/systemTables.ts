import { sql } from 'drizzle-orm';
import { STOCK_ORIGINS } from '../../src/resources/estoque';
import { bigint, check, customType, date, index, uniqueIndex, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables that are not resources: auth, rate limits, idempotency, instance secrets. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  family_id: uuid('family_id').notNull(),
  user_id: uuid('user_id').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  /** The token this one was spent for: answered again to a reuse within the grace window. */
  replaced_by: uuid('replaced_by'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)]);

export const loginFailures = pgTable('login_failures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_failures_key_at_idx').on(t.key, t.at)]);

/**
 * Where an account signed in successfully lately: such an address keeps signing that account
 * in while the address as a whole is over its failure limit (an office behind one NAT).
 */
export const loginAddresses = pgTable('login_addresses', {
  email: text('email').notNull(),
  address: text('address').notNull(),
  last_success_at: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.email, t.address] })]);

/**
 * Browsers in which an account signed in (OWASP "device cookies"): the browser carries the
 * signed id, and failures counted for that account elsewhere never refuse it there.
 */
export const loginDevices = pgTable('login_devices', {
  device: text('device').notNull(),
  email: text('email').notNull(),
  last_success_at: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.device, t.email] })]);

/** A successful write's answer, bound to its key, user, method, path and body (server/idempotency.ts). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').notNull(),
  user_id: uuid('user_id').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  body_hash: text('body_hash').notNull(),
  status_code: integer('status_code').notNull(),
  // The answer as it was serialized (text, not jsonb, which would reorder its keys).
  response: text('response'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('idempotency_keys_key_user_unique').on(t.key, t.user_id), index('idempotency_keys_created_idx').on(t.created_at)]);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Password reset links (docs/architecture.md "Accounts and profile"): the id is in the link, the random token only as its
 * sha256, so a database read does not hand out working links. Single use, short-lived.
 */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey(),
  user_id: uuid('user_id').notNull(),
  token_hash: text('token_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('password_resets_user_idx').on(t.user_id)]);

/** Requests counted per key (address, email) for the public account routes' rate limits. */
export const accountRequests = pgTable('account_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('account_requests_key_at_idx').on(t.key, t.at)]);

/**
 * The audit trail (docs/architecture.md "Audit trail"): one row per write, appended in the write's own
 * transaction. `changes` maps a field (or a line's path, `itens.2.quantidade`) to
 * `{ from, to }`, or `{ changed: true }` for a value never shown (a password).
 */
export const auditoria = pgTable('auditoria', {
  id: uuid('id').primaryKey(),
  resource: text('resource').notNull(),
  record_id: uuid('record_id').notNull(),
  action: text('action').notNull(),
  // No foreign key: the trail outlives the users it names (their name is kept as it was).
  user_id: uuid('user_id'),
  user_name: text('user_name'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  changes: jsonb('changes').notNull(),
}, (t) => [index('auditoria_record_idx').on(t.resource, t.record_id, t.at)]);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Stored files (docs/architecture.md "Files"): delivery photos, NF-e XML. In the database, so a backup
 * holds everything. Served by id to signed-in users (server/files.ts).
 */
export const arquivos = pgTable('arquivos', {
  id: uuid('id').primaryKey(),
  tipo: text('tipo').notNull(),
  tamanho: integer('tamanho').notNull(),
  sha256: text('sha256').notNull(),
  dono_id: uuid('dono_id'),
  dados: bytea('dados').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const quantity = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/**
 * The stock ledger (docs/architecture.md "Stock ledger"): one row per movement, never updated or
 * deleted. `quantidade` is signed; `bloqueada` is the signed part of it that is blocked stock (a
 * count under a blocking reason). Only server/stock/ledger.ts writes it. `lote` is '' for a
 * material without lots, so (material, lote, endereco) is always a key.
 */
export const estoqueMovimentos = pgTable('estoque_movimentos', {
  id: uuid('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  material_id: uuid('material_id').notNull(),
  lote: text('lote').notNull().default(''),
  validade: date('validade', { mode: 'string' }),
  endereco: text('endereco').notNull(),
  quantidade: quantity('quantidade').notNull(),
  bloqueada: quantity('bloqueada').notNull().default(0),
  origem: text('origem').notNull(),
  documento_id: uuid('documento_id'),
  motivo: text('motivo'),
  usuario_id: uuid('usuario_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('estoque_movimentos_key_idx').on(t.material_id, t.lote, t.endereco, t.seq),
  index('estoque_movimentos_documento_idx').on(t.documento_id),
  index('estoque_movimentos_created_idx').on(t.created_at),
  check('estoque_movimentos_origem', sql.raw(`"estoque_movimentos"."origem" IN (${STOCK_ORIGINS.map((o) => `'${o}'`).join(', ')})`)),
  check('estoque_movimentos_nonzero', sql`${t.quantidade} <> 0 OR ${t.bloqueada} <> 0`),
]);

/**
 * Balances per (material, lote, endereco), changed only in the transaction of the movement that
 * changes them (server/stock/ledger.ts). Available = quantidade − reservada − bloqueada.
 */
export const estoqueSaldos = pgTable('estoque_saldos', {
  material_id: uuid('material_id').notNull(),
  lote: text('lote').notNull().default(''),
  endereco: text('endereco').notNull(),
  validade: date('validade', { mode: 'string' }),
  quantidade: quantity('quantidade').notNull().default(0),
  reservada: quantity('reservada').notNull().default(0),
  bloqueada: quantity('bloqueada').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.material_id, t.lote, t.endereco] }),
  index('estoque_saldos_endereco_idx').on(t.endereco),
  index('estoque_saldos_validade_idx').on(t.material_id, t.validade),
  // "Expiring within N days" counts its lots from the balances in that date range only.
  index('estoque_saldos_vencimento_idx').on(t.validade, t.material_id, t.lote).where(sql`${t.quantidade} > 0`),
  check('estoque_saldos_quantidade', sql`${t.quantidade} >= 0`),
  check('estoque_saldos_reservada', sql`${t.reservada} >= 0`),
  check('estoque_saldos_bloqueada', sql`${t.bloqueada} >= 0`),
  check('estoque_saldos_disponivel', sql`${t.reservada} + ${t.bloqueada} <= ${t.quantidade}`),
]);

/**
 * How many of each material's balances hold stock, and stock in each state (docs/architecture.md
 * "Stock ledger"): kept by server/stock/ledger.ts in the transaction that changes a balance, so the
 * stock pages count materials here (one row each) instead of grouping every balance. A row moves
 * only when a balance crosses zero in some state, so postings that leave stock behind never wait
 * on it. No row, or zeros: no stock.
 */
export const estoqueSaldosMateriais = pgTable('estoque_saldos_materiais', {
  material_id: uuid('material_id').primaryKey(),
  /** Balances with quantidade > 0. */
  saldos: integer('saldos').notNull().default(0),
  /** Balances with something available (quantidade − reservada − bloqueada > 0). */
  disponiveis: integer('disponiveis').notNull().default(0),
  reservadas: integer('reservadas').notNull().default(0),
  bloqueadas: integer('bloqueadas').notNull().default(0),
}, (t) => [
  index('estoque_saldos_materiais_positivos_idx').on(t.material_id).where(sql`${t.saldos} > 0`),
]);

/** The same per (material, lote): how many of its bins hold stock. The lot page counts its rows here. */
export const estoqueSaldosLotes = pgTable('estoque_saldos_lotes', {
  material_id: uuid('material_id').notNull(),
  lote: text('lote').notNull(),
  saldos: integer('saldos').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.material_id, t.lote] }),
  index('estoque_saldos_lotes_positivos_idx').on(t.material_id, t.lote).where(sql`${t.saldos} > 0`),
]);

/** Units an open document (an expedição) holds in a balance; their sum per key is the balance's `reservada`. */
export const estoqueReservas = pgTable('estoque_reservas', {
  documento_id: uuid('documento_id').notNull(),
  material_id: uuid('material_id').notNull(),
  lote: text('lote').notNull().default(''),
  endereco: text('endereco').notNull(),
  quantidade: quantity('quantidade').notNull(),
}, (t) => [
  primaryKey({ columns: [t.documento_id, t.material_id, t.lote, t.endereco] }),
  index('estoque_reservas_key_idx').on(t.material_id, t.lote, t.endereco),
  check('estoque_reservas_quantidade', sql`${t.quantidade} > 0`),
]);

/**
 * Where each counted line of a cycle count stood in the ledger when it was counted: the balance of
 * its key and the seq of the key's last movement, read under the balance's lock (server/stock/ledger.ts
 * `position`). Approval posts `counted − saldo`, so movements after the count survive it
 * (docs/decisions.md "Cycle counts"). Outside the declared record on purpose: no answer a counter
 * gets (record, lines, history) can carry it; only the supervisor's review reads it.
 */
export const inventariosPosicoes = pgTable('inventarios_posicoes', {
  item_id: uuid('item_id').primaryKey(),
  inventario_id: uuid('inventario_id').notNull(),
  saldo: quantity('saldo').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('inventarios_posicoes_inventario_idx').on(t.inventario_id)]);

/**
 * The SSCC of each receipt's pallet label (docs/decisions.md "Labels"): given at its first print,
 * the same at every reprint. `serial` is the SSCC's serial reference, drawn from this table's
 * identity sequence; `prefixo` the settings' GS1 company prefix at that moment, so a later change
 * of prefix alters no label already on a pallet. One per receipt: the unique key decides between
 * two first prints.
 */
export const etiquetasSscc = pgTable('etiquetas_sscc', {
  serial: bigint('serial', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  recebimento_id: uuid('recebimento_id').notNull(),
  prefixo: text('prefixo').notNull(),
  sscc: text('sscc').notNull(),
  usuario_id: uuid('usuario_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('etiquetas_sscc_recebimento_unique').on(t.recebimento_id),
  uniqueIndex('etiquetas_sscc_sscc_unique').on(t.sscc),
]);
