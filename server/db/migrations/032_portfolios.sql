-- A provider's portfolios: real weddings it organised, each a title, a few words, its photos in its own order
-- with one key photo (the cover), the services it provided, and whether the public profile shows it
-- (docs/product/back-office.md#portfolios). A draft may lack anything; publishing asks for a title, photos and a
-- key photo (checked by the server, which names what is missing, and by the CHECK below, for any other writer).
CREATE TABLE portfolios (
  id serial PRIMARY KEY,
  -- A provider's rows go with it (providers are closed, not deleted, so this only runs when support removes one).
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  -- Its address under the provider's profile: set when it is first published, from its title, then kept (a
  -- changed title does not break a link already shared). Unique among the provider's portfolios.
  slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
  published boolean NOT NULL DEFAULT false,
  -- The cover: one of its own photos (the composite key below), cleared when that photo is deleted.
  key_image_id integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (provider_id, slug),
  -- What its photos' and services' rows point to, so that a row can never sit under another provider.
  UNIQUE (id, provider_id),
  CONSTRAINT portfolios_published_complete CHECK (
    NOT published OR (title <> '' AND key_image_id IS NOT NULL AND slug IS NOT NULL)
  )
);
CREATE INDEX portfolios_provider ON portfolios (provider_id, created_at DESC, id DESC);

-- A portfolio's photos, in its order (0, 1, 2…), each uploaded through the back-office's one pipeline (the
-- same limits and processing as the gallery's) and stored under the provider's keys; the server deletes the
-- file with the row. provider_id repeats the portfolio's (checked by the composite key) so that every row of a
-- provider's can be found by it (the cross-provider sweep, the ownership of a path's photo).
CREATE TABLE portfolio_images (
  id serial PRIMARY KEY,
  portfolio_id integer NOT NULL,
  provider_id integer NOT NULL,
  storage_key text NOT NULL,
  -- Also the photo's alternative text on the public pages: bounded as the contract bounds it.
  caption text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 200),
  position integer NOT NULL CHECK (position >= 0),
  -- The stored image's size: the public pages reserve its space (no layout shift).
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (portfolio_id, provider_id) REFERENCES portfolios (id, provider_id) ON DELETE CASCADE,
  -- Checked at the end of each statement, so that a reorder rewrites every position in one UPDATE.
  CONSTRAINT portfolio_images_one_per_position UNIQUE (portfolio_id, position) DEFERRABLE INITIALLY IMMEDIATE,
  UNIQUE (id, portfolio_id)
);

ALTER TABLE portfolios ADD CONSTRAINT portfolios_key_image_is_its_own
  FOREIGN KEY (key_image_id, id) REFERENCES portfolio_images (id, portfolio_id) ON DELETE SET NULL (key_image_id);

-- The services (service types of the catalogue) the provider gave at that wedding. A service type is never
-- deleted while a portfolio names it (no cascade: the catalogue is fixed, a deletion would be a mistake).
CREATE TABLE portfolio_services (
  portfolio_id integer NOT NULL,
  provider_id integer NOT NULL,
  service_type_id integer NOT NULL REFERENCES service_types (id),
  PRIMARY KEY (portfolio_id, service_type_id),
  FOREIGN KEY (portfolio_id, provider_id) REFERENCES portfolios (id, provider_id) ON DELETE CASCADE
);

-- The public profile shows the published portfolios: a write to them moves the directory's version (012).
CREATE TRIGGER portfolios_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolios
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER portfolio_images_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER portfolio_services_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
