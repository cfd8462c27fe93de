import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 33 part 3 (docs/decisions/119): an activity's texts per language. The activity's own
// texts are in its original language (English unless its supplier says otherwise); a
// translation per other language holds the title, description and impact (all three) and,
// optionally, the meeting point, what is included and what to bring. Each language's text is
// indexed for full-text search with its own configuration, plus an unstemmed ('simple') copy so
// a word typed as written is found from a page in any language. The activity's own document is
// redefined the same way (its configuration follows its original language). A translation is
// shown by the kept public reads, so writes to it move the catalogue version.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function regen_text_search_config(locale text) returns regconfig
      language sql immutable parallel safe
      as $$ select case locale
        when 'de' then 'german'::regconfig
        when 'fr' then 'french'::regconfig
        when 'es' then 'spanish'::regconfig
        when 'it' then 'italian'::regconfig
        else 'english'::regconfig end $$
  `.execute(db);
  await sql`
    alter table activities
      add column original_locale text not null default 'en' check (original_locale in ('en', 'de', 'fr', 'es', 'it'))
  `.execute(db);
  await sql`drop index activities_search_document_idx`.execute(db);
  await sql`alter table activities drop column search_document`.execute(db);
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
    create table activity_translations (
      activity_id uuid not null references activities (id) on delete cascade,
      locale text not null check (locale in ('en', 'de', 'fr', 'es', 'it')),
      title text not null,
      description text not null,
      impact_description text not null,
      meeting_address text,
      included text[] not null default '{}',
      what_to_bring text[] not null default '{}',
      updated_at timestamptz not null default now(),
      search_document tsvector generated always as (
        setweight(to_tsvector(regen_text_search_config(locale), title), 'A')
        || setweight(to_tsvector(regen_text_search_config(locale), description), 'B')
        || setweight(to_tsvector('simple'::regconfig, title || ' ' || description), 'D')
      ) stored,
      primary key (activity_id, locale)
    )
  `.execute(db);
  await sql`
    create index activity_translations_search_idx on activity_translations using gin (search_document)
  `.execute(db);
  await sql`
    create trigger activity_translations_bump_catalogue_version
    after insert or update or delete on activity_translations
    for each statement execute function bump_catalogue_version()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table activity_translations`.execute(db);
  await sql`drop index activities_search_document_idx`.execute(db);
  await sql`alter table activities drop column search_document`.execute(db);
  await sql`
    alter table activities add column search_document tsvector generated always as (
      setweight(to_tsvector('english'::regconfig, title), 'A')
      || setweight(to_tsvector('english'::regconfig, description), 'B')
    ) stored
  `.execute(db);
  await sql`
    create index activities_search_document_idx on activities using gin (search_document) where status = 'approved'
  `.execute(db);
  await sql`alter table activities drop column original_locale`.execute(db);
  await sql`drop function regen_text_search_config(text)`.execute(db);
}
