-- The views of a provider's public pages (docs/product/back-office.md#statistics): one row per page, day and
-- visitor, written in batches by the view counter (server/statistics/view-counter.ts), never on a page's
-- response path. A visitor is a keyed hash (HMAC-SHA-256 with a server secret, of the day, the client's address
-- and its User-Agent, cut to 16 bytes): no address is stored, and without the secret one day's visitor cannot be
-- linked to another day's, nor to an address; and a visitor is kept only while its day may still see a repeat
-- (today and yesterday), the days' counts beside them staying. The primary keys make a second view of one visitor on one day
-- unwritable, whatever instance or race writes it (the counter inserts with ON CONFLICT DO NOTHING).

-- Views of the provider's profile page, one row per visitor and day: what makes a second view unwritable. The
-- statistics read the daily counts below, not these rows.
CREATE TABLE profile_views (
  -- A provider's views go with it (providers are closed, not deleted, so this only runs when support removes one).
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  -- The visit's day, in UTC.
  day date NOT NULL,
  visitor bytea NOT NULL CHECK (octet_length(visitor) = 16),
  PRIMARY KEY (provider_id, day, visitor)
);

-- The counter forgets the visitors of the days before yesterday (a day's rows only tell its repeats apart).
CREATE INDEX profile_views_day ON profile_views (day);

-- The profile's views per day: the count of its profile_views rows of that day, raised by the statement that
-- writes them (server/statistics/view-counter.ts), so that a year's statistics read at most 365 rows of this
-- key, however many visitors came.
CREATE TABLE profile_view_days (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (provider_id, day)
);

-- Views of a published portfolio's own page (under its provider's profile), one row per visitor and day.
-- provider_id is the portfolio's (the composite reference cannot name another provider's).
CREATE TABLE portfolio_views (
  portfolio_id integer NOT NULL,
  provider_id integer NOT NULL,
  day date NOT NULL,
  visitor bytea NOT NULL CHECK (octet_length(visitor) = 16),
  PRIMARY KEY (portfolio_id, day, visitor),
  FOREIGN KEY (portfolio_id, provider_id) REFERENCES portfolios (id, provider_id) ON DELETE CASCADE
);

CREATE INDEX portfolio_views_day ON portfolio_views (day);

-- A portfolio's views per day, kept as profile_view_days is; a provider's statistics read one range of the key.
CREATE TABLE portfolio_view_days (
  provider_id integer NOT NULL,
  day date NOT NULL,
  portfolio_id integer NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (provider_id, day, portfolio_id),
  FOREIGN KEY (portfolio_id, provider_id) REFERENCES portfolios (id, provider_id) ON DELETE CASCADE
);

-- The rates' requests of a period (GET /api/statistics/rates): the inbox's index (provider_id, created_at DESC)
-- already serves them; the ledger's unlocks of a period are read by provider and date.
CREATE INDEX credit_movements_provider_kind_date ON credit_movements (provider_id, kind, created_at);
