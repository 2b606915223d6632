-- Every API instance remembers signed-in users' roles and sessions between requests
-- (server/auth/userCache.ts); any committed change to who a user is, or to whether a session is
-- revoked, tells every instance to forget, whoever made it (an API instance, a script, psql).
-- A token refresh (a new row, the old one marked used) changes neither, so it stays quiet: with
-- many phones refreshing, every instance would otherwise forget several times a second.
CREATE FUNCTION "auth_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER "usuarios_auth_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usuarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();
CREATE TRIGGER "refresh_tokens_auth_changes" AFTER UPDATE OF "revoked_at" OR DELETE OR TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();
-- A row born revoked (never written by the app, possible by hand) revokes its family too.
CREATE TRIGGER "refresh_tokens_auth_changes_insert" AFTER INSERT ON "refresh_tokens"
  FOR EACH ROW WHEN (NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "auth_changes_notify"();
