-- Regions, departments (or each country's equivalent level) and cities of the seven country sites, written by
-- server/geography/import-geography.ts from published data sets. Slugs are URL segments
-- (/wedding-planners/{department}/{city}): unique per country for regions and departments, unique within the
-- department for cities (within the region for a city that has no department).

CREATE TABLE regions (
  id serial PRIMARY KEY,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  code text NOT NULL,
  name text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  UNIQUE (country, code),
  UNIQUE (country, slug)
);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  region_id integer NOT NULL REFERENCES regions (id),
  code text NOT NULL,
  name text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  UNIQUE (country, code),
  UNIQUE (country, slug)
);
CREATE INDEX departments_region ON departments (region_id);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  region_id integer NOT NULL REFERENCES regions (id),
  -- Null where the data set has no second level for the place (most of Germany).
  department_id integer REFERENCES departments (id),
  -- The source's identifier: 'insee:69123' (France) or 'geonames:2950159'.
  external_id text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- normaliseForSearch(name): lower case, no accents, punctuation as single spaces; for prefix searches.
  search_name text NOT NULL,
  -- Null where the data set has none (every country but France).
  postal_code text,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  population integer CHECK (population >= 0)
);
CREATE UNIQUE INDEX cities_department_slug ON cities (department_id, slug) WHERE department_id IS NOT NULL;
CREATE UNIQUE INDEX cities_region_slug_without_department ON cities (region_id, slug) WHERE department_id IS NULL;
CREATE INDEX cities_region ON cities (region_id);
CREATE INDEX cities_country_slug ON cities (country, slug);
-- text_pattern_ops makes `search_name LIKE 'sain%'` an index range scan whatever the database's collation.
CREATE INDEX cities_search_name ON cities (search_name text_pattern_ops);
CREATE INDEX cities_country_search_name ON cities (country, search_name text_pattern_ops);
-- Bounding boxes for distance searches (plain SQL, no cube/earthdistance: see docs/toolchain.md).
CREATE INDEX cities_latitude_longitude ON cities (latitude, longitude);
