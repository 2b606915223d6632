-- Every API instance remembers signed-in users' roles and sessions between requests
-- (server/auth/userCache.ts); any committed change to who a user is, or to a session, tells
-- every instance to forget, whoever made it (an API instance, a script, psql).
CREATE FUNCTION "auth_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER "usuarios_auth_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usuarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();
CREATE TRIGGER "refresh_tokens_auth_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changes_notify"();
