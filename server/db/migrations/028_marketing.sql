-- Marketing (docs/product/back-office.md#marketing): the promotional alert (a banner) and popup (a dialog) the
-- back-office's dashboard shows a provider, written per country and language. Content, not demo data: seeded in
-- every environment by server/back-office/marketing/promotion-content.ts.

-- One campaign's text for one country and language. The row shown is the newest campaign of its kind running
-- now for the provider's country and language that the provider has not dismissed.
CREATE TABLE promotions (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('alert', 'popup')),
  campaign text NOT NULL CHECK (char_length(campaign) <= 80),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (char_length(title) <= 120),
  body text NOT NULL CHECK (char_length(body) <= 600),
  -- A path of the back-office the text leads to, when it has one.
  link_path text CHECK (link_path ~ '^/[a-z0-9/-]*$'),
  link_label text CHECK (char_length(link_label) <= 60),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  CONSTRAINT promotions_link CHECK ((link_path IS NULL) = (link_label IS NULL)),
  CONSTRAINT promotions_period CHECK (ends_at IS NULL OR ends_at > starts_at),
  UNIQUE (kind, campaign, country, language)
);
CREATE INDEX promotions_shown ON promotions (kind, country, language, starts_at DESC);

-- A provider who dismissed a promotion: its campaign is not shown to them again, in any language.
CREATE TABLE promotion_dismissals (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  dismissed_at timestamptz NOT NULL,
  PRIMARY KEY (provider_id, promotion_id)
);
