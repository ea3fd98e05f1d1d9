-- Reference lists (languages, event and service types, project ranges) and the providers (wedding planners)
-- of the public directory. Filled by server/seed/ for the demo.

CREATE TABLE languages (
  iso text PRIMARY KEY CHECK (iso ~ '^[a-z]{2,3}$'),
  label text NOT NULL
);

CREATE TABLE event_types (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE service_types (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

-- Bounds are inclusive; a null bound is open ("more than 200 guests"). Budgets are whole euros.
CREATE TABLE project_ranges (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('guest', 'budget', 'planner-budget')),
  label text NOT NULL,
  min integer CHECK (min >= 0),
  max integer,
  position integer NOT NULL,
  CHECK (max >= min),
  UNIQUE (kind, position)
);

CREATE TABLE providers (
  id serial PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  department_id integer REFERENCES departments (id),
  city_id integer REFERENCES cities (id),
  -- The city as shown and its coordinates, copied from the gazetteer when picked (a provider may also
  -- type a place the gazetteer lacks).
  city text,
  postal_code text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  -- Sanitised HTML (DOMPurify at write time).
  portrait_html text NOT NULL DEFAULT '',
  is_premium boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  -- A storage key of the profile image ('seed/provider-42.jpg'); the image route resolves it.
  profile_image text,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX providers_country_name ON providers (country, name, id);
CREATE INDEX providers_department ON providers (department_id);
CREATE INDEX providers_city ON providers (city_id);
CREATE INDEX providers_latitude_longitude ON providers (latitude, longitude);

CREATE TABLE provider_languages (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  language_iso text NOT NULL REFERENCES languages (iso),
  PRIMARY KEY (provider_id, language_iso)
);
CREATE INDEX provider_languages_language ON provider_languages (language_iso);
