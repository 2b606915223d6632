import { index, uniqueIndex, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables that are not resources: auth, rate limits, idempotency, instance secrets. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  family_id: uuid('family_id').notNull(),
  user_id: uuid('user_id').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)]);

export const loginFailures = pgTable('login_failures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_failures_key_at_idx').on(t.key, t.at)]);

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
