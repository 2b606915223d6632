import { index, uniqueIndex, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').notNull(),
  user_id: uuid('user_id').notNull(),
  status_code: integer('status_code').notNull(),
  response: jsonb('response'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('idempotency_keys_key_user_unique').on(t.key, t.user_id)]);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Password reset links (issue 3): the id is in the link, the random token only as its
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
