import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// docs/decisions/124: one search document per activity, over every language's text. The
// activity's own texts and each translation were indexed apart (migration
// 2026-11-27T1940); a word had to be looked up in two GIN indexes and the union of ids hashed
// against every activity, which the planner answered with a scan of the activities. Now one row
// per activity holds its own texts (stemmed in its original language) and every translation's
// (stemmed in theirs), each plus an unstemmed copy without that language's stop words (so
// "the" or "und" is not in any document as written), under one GIN index. Triggers keep it: an
// activity's insert or a change of its title, description or language, and every write to its
// translations, rewrite the activity's row. The two per-table documents and their indexes go.

const SIMPLE_CONFIGS = [
  ['en', 'english'],
  ['de', 'german'],
  ['fr', 'french'],
  ['es', 'spanish'],
  ['it', 'italian'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // An unstemmed dictionary and configuration per language: 'simple' with that language's stop words.
  for (const [locale, language] of SIMPLE_CONFIGS) {
    await sql
      .raw(
        `create text search dictionary regen_simple_${locale} (template = pg_catalog.simple, stopwords = ${language})`,
      )
      .execute(db);
    await sql.raw(`create text search configuration regen_simple_${locale} (copy = pg_catalog.simple)`).execute(db);
    await sql
      .raw(
        `alter text search configuration regen_simple_${locale} alter mapping replace simple with regen_simple_${locale}`,
      )
      .execute(db);
  }
  await sql`
    create function regen_simple_text_search_config(locale text) returns regconfig
      language sql immutable parallel safe
      as $$ select case locale
        when 'de' then 'regen_simple_de'::regconfig
        when 'fr' then 'regen_simple_fr'::regconfig
        when 'es' then 'regen_simple_es'::regconfig
        when 'it' then 'regen_simple_it'::regconfig
        else 'regen_simple_en'::regconfig end $$
  `.execute(db);
  // One text in one language: title (A) and description (B) stemmed, both as written (D).
  await sql`
    create function regen_text_search_document(locale text, title text, description text) returns tsvector
      language sql immutable parallel safe
      as $$ select setweight(to_tsvector(regen_text_search_config(locale), title), 'A')
        || setweight(to_tsvector(regen_text_search_config(locale), description), 'B')
        || setweight(to_tsvector(regen_simple_text_search_config(locale), title || ' ' || description), 'D') $$
  `.execute(db);
  await sql`
    create aggregate regen_tsvector_agg(tsvector) (sfunc = tsvector_concat, stype = tsvector, initcond = '')
  `.execute(db);
  await sql`
    create table activity_search_documents (
      activity_id uuid primary key references activities (id) on delete cascade,
      document tsvector not null
    )
  `.execute(db);
  await sql`create index activity_search_documents_idx on activity_search_documents using gin (document)`.execute(db);
  // The activity's document: its own texts and every translation's.
  await sql`
    create function regen_refresh_activity_search(ids uuid[]) returns void language sql as $$
      insert into activity_search_documents (activity_id, document)
      select a.id, regen_text_search_document(a.original_locale, a.title, a.description)
        || coalesce((select regen_tsvector_agg(regen_text_search_document(t.locale, t.title, t.description))
          from activity_translations t where t.activity_id = a.id), ''::tsvector)
      from activities a where a.id = any(ids)
      on conflict (activity_id) do update set document = excluded.document
    $$
  `.execute(db);
  await sql`
    create function regen_activities_search_inserted() returns trigger language plpgsql as $$
    begin
      perform regen_refresh_activity_search(array(select id from inserted));
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger activities_search_inserted after insert on activities
    referencing new table as inserted for each statement execute function regen_activities_search_inserted()
  `.execute(db);
  await sql`
    create function regen_activity_search_changed() returns trigger language plpgsql as $$
    begin
      perform regen_refresh_activity_search(array[coalesce(new.activity_id, old.activity_id)]);
      return null;
    end $$
  `.execute(db);
  await sql`
    create function regen_activity_own_search_changed() returns trigger language plpgsql as $$
    begin
      perform regen_refresh_activity_search(array[new.id]);
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger activities_search_changed after update of title, description, original_locale on activities
    for each row when (old.title is distinct from new.title or old.description is distinct from new.description
      or old.original_locale is distinct from new.original_locale)
    execute function regen_activity_own_search_changed()
  `.execute(db);
  await sql`
    create trigger activity_translations_search_changed after insert or update or delete on activity_translations
    for each row execute function regen_activity_search_changed()
  `.execute(db);
  await sql`select regen_refresh_activity_search(array(select id from activities))`.execute(db);
  await sql`drop index activities_search_document_idx`.execute(db);
  await sql`alter table activities drop column search_document`.execute(db);
  await sql`drop index activity_translations_search_idx`.execute(db);
  await sql`alter table activity_translations drop column search_document`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activity_translations_search_changed on activity_translations`.execute(db);
  await sql`drop trigger activities_search_changed on activities`.execute(db);
  await sql`drop trigger activities_search_inserted on activities`.execute(db);
  await sql`drop function regen_activity_own_search_changed()`.execute(db);
  await sql`drop function regen_activity_search_changed()`.execute(db);
  await sql`drop function regen_activities_search_inserted()`.execute(db);
  await sql`drop function regen_refresh_activity_search(uuid[])`.execute(db);
  await sql`drop table activity_search_documents`.execute(db);
  await sql`drop aggregate regen_tsvector_agg(tsvector)`.execute(db);
  await sql`drop function regen_text_search_document(text, text, text)`.execute(db);
  await sql`drop function regen_simple_text_search_config(text)`.execute(db);
  for (const [locale] of SIMPLE_CONFIGS) {
    await sql.raw(`drop text search configuration regen_simple_${locale}`).execute(db);
    await sql.raw(`drop text search dictionary regen_simple_${locale}`).execute(db);
  }
  await sql`
    alter table activities add column search_document tsvector generated always as (
      setweight(to_tsvector(regen_text_search_config(original_locale), title), 'A')
      || setweight(to_tsvector(regen_text_search_config(original_locale), description), 'B')
      || setweight(to_tsvector('simple'::regconfig, title || ' ' || description), 'D')
    ) stored
  `.execute(db);
  await sql`
    create index activities_search_document_idx on activities using gin (search_document) where status = 'approved'
  `.execute(db);
  await sql`
    alter table activity_translations add column search_document tsvector generated always as (
      setweight(to_tsvector(regen_text_search_config(locale), title), 'A')
      || setweight(to_tsvector(regen_text_search_config(locale), description), 'B')
      || setweight(to_tsvector('simple'::regconfig, title || ' ' || description), 'D')
    ) stored
  `.execute(db);
  await sql`
    create index activity_translations_search_idx on activity_translations using gin (search_document)
  `.execute(db);
}
