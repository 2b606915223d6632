-- People are shown and searched by their whole name (issue 16 point 11): the dropdown search column covers the last name too.
ALTER TABLE "usuarios" drop column "search_dropdown";

ALTER TABLE "usuarios" ADD COLUMN "search_dropdown" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("first_name"::text, '') || ' ' || coalesce("last_name"::text, '')))) STORED;

-- Dropping the column dropped its index; drizzle's snapshot still has it, so it is made again here.
CREATE INDEX "usuarios_search_dropdown_trgm" ON "usuarios" USING gin ("search_dropdown" gin_trgm_ops);
