-- The venues a planner works in and shows on its public profile (docs/product/back-office.md#venues): a
-- château, a domain, a beach. The back-office creates, edits, illustrates and publishes them; the profile shows
-- the published ones.

-- The reference lists a venue is described with, named in the seven languages of the sites (the seed writes
-- them, server/seed/catalog-data.ts): its kind (château, domain…) and what it offers (rooms, catering…). The
-- names are kept whole per language so that no page ever falls back to another language's name.
CREATE TABLE venue_types (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  names jsonb NOT NULL CHECK (names ?& ARRAY['fr', 'en', 'nl', 'de', 'it', 'es', 'pt'])
);

CREATE TABLE venue_prestations (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  names jsonb NOT NULL CHECK (names ?& ARRAY['fr', 'en', 'nl', 'de', 'it', 'es', 'pt'])
);

-- A venue of one planner's. A draft may lack its name and its city; a published one has both (and an image,
-- which the back-office checks in the transaction that publishes it or removes one), so that the profile
-- never shows a nameless or placeless venue. Its city is one of the gazetteer's, as the back-office city field
-- picks it (SPEC §5), copied with its postal code and coordinates as the company's is. The bounds are the
-- contract's, kept here so that no other writer stores what the pages were not laid out for.
CREATE TABLE venues (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '' CHECK (char_length(name) <= 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  street text NOT NULL DEFAULT '' CHECK (char_length(street) <= 200),
  city_id integer REFERENCES cities (id),
  city text,
  postal_code text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  capacity integer CHECK (capacity BETWEEN 1 AND 100000),
  venue_type_id integer REFERENCES venue_types (id),
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK ((city_id IS NULL) = (city IS NULL)),
  CHECK (NOT published OR (name <> '' AND city_id IS NOT NULL)),
  -- Lets venue_images name its venue with its provider, so that an image is always of its venue's provider.
  UNIQUE (id, provider_id)
);
CREATE INDEX venues_provider ON venues (provider_id, id);
CREATE INDEX venues_city ON venues (city_id);

-- What a venue offers, from venue_prestations (the back-office's "venue services").
CREATE TABLE venue_services (
  venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  venue_prestation_id integer NOT NULL REFERENCES venue_prestations (id),
  PRIMARY KEY (venue_id, venue_prestation_id)
);

-- A venue's photos, uploaded through the back-office's one pipeline (server/back-office/images/) and stored as
-- the gallery's are, in the venue's order. The provider is kept beside the venue (and must be the venue's, by
-- the composite key) so that every check of whose row this is, the tests' included, reads one column.
CREATE TABLE venue_images (
  id serial PRIMARY KEY,
  venue_id integer NOT NULL,
  provider_id integer NOT NULL,
  storage_key text NOT NULL UNIQUE,
  position smallint NOT NULL CHECK (position >= 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  caption text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 200),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (venue_id, provider_id) REFERENCES venues (id, provider_id) ON DELETE CASCADE
);
CREATE INDEX venue_images_venue ON venue_images (venue_id, position, id);
CREATE INDEX venue_images_provider ON venue_images (provider_id);

-- The public profile shows the published venues with their city and photos: their writes move the directory's
-- version as the profile's other tables do (migration 012).
CREATE TRIGGER venues_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER venue_images_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER venue_types_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
