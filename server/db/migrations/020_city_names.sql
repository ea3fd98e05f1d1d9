-- Cities in their own language (server/geography/localise-city-names.ts): `cities.name` is the name in the site's
-- language (München, Roma, Lisboa; Brussel on the Dutch Belgian site), and the names below let the others find
-- the city (Munich, Rome, Lisbon), or name it on a page in another of the country's languages (Bruxelles).

CREATE TABLE city_names (
  city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- normaliseForSearch(name), searched like cities.search_name.
  search_name text NOT NULL,
  -- The language a page shows this name in, one of the country's own; null for a name that only finds the city
  -- (an exonym: Munich, Anvers).
  language text CHECK (language ~ '^[a-z]{2}$'),
  PRIMARY KEY (city_id, name)
);
CREATE UNIQUE INDEX city_names_language ON city_names (city_id, language) WHERE language IS NOT NULL;
CREATE INDEX city_names_search_name ON city_names (search_name text_pattern_ops);

-- The slugs cities had before their local name (`munich` before `munchen`): a listing under a former slug
-- answers 301 to the current one. Looked up only when no city of the area has the slug.
CREATE TABLE city_slug_aliases (
  city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  PRIMARY KEY (city_id, slug)
);
CREATE INDEX city_slug_aliases_slug ON city_slug_aliases (slug);
