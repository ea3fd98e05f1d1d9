-- The public directory: listings by country, region, department and city, the services a provider offers,
-- its outbound links and their clicks, its images and their views, couples' favourites, and the guides.

-- The region is kept on the provider (as the department and city are) so a region's listing reads one index.
ALTER TABLE providers ADD COLUMN region_id integer REFERENCES regions (id);
UPDATE providers SET region_id = cities.region_id FROM cities WHERE cities.id = providers.city_id;

-- The portrait's opening words as plain text, for cards: written with the portrait (portraitExcerpt), so a
-- listing never parses HTML. Rows from before this migration get a rougher cut of their tags.
ALTER TABLE providers ADD COLUMN portrait_excerpt text NOT NULL DEFAULT '';
UPDATE providers
SET portrait_excerpt = left(btrim(regexp_replace(regexp_replace(portrait_html, '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')), 180);

-- Every listing is in the same order, premium first, then the most recently active, then the oldest
-- account: one partial index per level serves both a page (LIMIT/OFFSET) and its count (index-only scan).
CREATE INDEX providers_listing_country
  ON providers (country, is_premium DESC, last_login_at DESC NULLS LAST, id) WHERE published;
CREATE INDEX providers_listing_region
  ON providers (region_id, is_premium DESC, last_login_at DESC NULLS LAST, id) WHERE published;
CREATE INDEX providers_listing_department
  ON providers (department_id, is_premium DESC, last_login_at DESC NULLS LAST, id) WHERE published;
CREATE INDEX providers_listing_city
  ON providers (city_id, is_premium DESC, last_login_at DESC NULLS LAST, id) WHERE published;

CREATE TABLE provider_services (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  service_type_id integer NOT NULL REFERENCES service_types (id),
  PRIMARY KEY (provider_id, service_type_id)
);
CREATE INDEX provider_services_service ON provider_services (service_type_id, provider_id);

-- Where a card's outbound buttons lead. Only these schemes: a stored link can never become javascript:.
CREATE TABLE provider_links (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('website', 'facebook', 'instagram', 'pinterest', 'linkedin', 'youtube',
                                     'tiktok', 'phone', 'email')),
  url text NOT NULL CHECK (url ~ '^(https?://[^\s]+|tel:\+[0-9]{6,15}|mailto:[^\s@]+@[^\s@]+)$'),
  PRIMARY KEY (provider_id, type)
);

-- Clicks on those links, one counter per link and day: the table grows with days, not with clicks.
CREATE TABLE provider_link_clicks (
  provider_id integer NOT NULL,
  type text NOT NULL,
  day date NOT NULL,
  clicks integer NOT NULL CHECK (clicks > 0),
  PRIMARY KEY (provider_id, type, day),
  FOREIGN KEY (provider_id, type) REFERENCES provider_links (provider_id, type) ON DELETE CASCADE
);

CREATE TABLE provider_images (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  -- A storage key the image route resolves ('seed/provider-42-2.jpg').
  storage_key text NOT NULL,
  caption text NOT NULL DEFAULT '',
  position integer NOT NULL CHECK (position >= 0),
  visible boolean NOT NULL DEFAULT true,
  view_count bigint NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  UNIQUE (provider_id, position)
);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider_id)
);

-- Editorial articles of each country site, in the site's language.
CREATE TABLE guides (
  id serial PRIMARY KEY,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  summary text NOT NULL,
  -- Sanitised HTML (DOMPurify at write time).
  body_html text NOT NULL,
  published_at timestamptz NOT NULL,
  UNIQUE (country, slug)
);
CREATE INDEX guides_country_published ON guides (country, published_at DESC, id);
