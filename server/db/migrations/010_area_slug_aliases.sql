-- The slugs regions and departments were known by before their names were localised (`bavaria` before
-- `bayern`, server/geography/localise-area-names.ts): a listing under a former slug answers 301 to the current
-- one, so links and search engines' addresses keep working. A former slug is never a current one.

CREATE TABLE region_slug_aliases (
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  region_id integer NOT NULL REFERENCES regions (id),
  PRIMARY KEY (country, slug)
);

CREATE TABLE department_slug_aliases (
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  department_id integer NOT NULL REFERENCES departments (id),
  PRIMARY KEY (country, slug)
);
