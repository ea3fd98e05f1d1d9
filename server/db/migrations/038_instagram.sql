-- A provider's Instagram account, linked through Instagram's login (docs/product/back-office.md#instagram):
-- one per provider. The long-lived token is kept sealed with AES-256-GCM under a key of the configuration
-- (server/instagram/token-cipher.ts: nonce, tag and ciphertext), never as its text: a copy of the database
-- alone reads no provider's Instagram. The background refresh (server/instagram/instagram-refresh.ts) renews
-- the token before `token_expires_at` and fetches the posts when `posts_due_at` comes; a failure is recorded
-- (`last_error`, `failures`) and tried again later, never shown on a public page.
CREATE TABLE instagram_connections (
  provider_id integer PRIMARY KEY REFERENCES providers (id) ON DELETE CASCADE,
  -- Instagram's id of the professional account, and its name as Instagram last gave it.
  account_id text NOT NULL CHECK (account_id ~ '^[0-9]{1,32}$'),
  username text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 64),
  token_sealed bytea NOT NULL CHECK (octet_length(token_sealed) BETWEEN 29 AND 4096),
  token_expires_at timestamptz NOT NULL,
  connected_at timestamptz NOT NULL,
  -- When the posts are next fetched; null while a refresh holds the row (its lease is `refreshing_until`).
  posts_due_at timestamptz NOT NULL,
  refreshing_until timestamptz,
  posts_refreshed_at timestamptz,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  -- The token expired or no longer opens (another key): only connecting again brings the posts up to date.
  needs_reconnection boolean NOT NULL DEFAULT false,
  last_error text CHECK (char_length(last_error) <= 500)
);
CREATE INDEX instagram_connections_due ON instagram_connections (posts_due_at);

-- The latest posts of a linked account, as the public profile shows them: the thumbnail copied into our own
-- image storage (`image_key`, served by the image route, within the Content-Security-Policy: Instagram's CDN
-- addresses expire), the post's address on Instagram, its caption and its date. Replaced whole by each refresh.
CREATE TABLE instagram_posts (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES instagram_connections (provider_id) ON DELETE CASCADE,
  media_id text NOT NULL CHECK (media_id ~ '^[0-9]{1,32}$'),
  position integer NOT NULL CHECK (position >= 0),
  image_key text NOT NULL CHECK (char_length(image_key) <= 255),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Only Instagram's own addresses: the profile links there and nowhere else.
  permalink text NOT NULL CHECK (permalink ~ '^https://www\.instagram\.com/[A-Za-z0-9_./-]{1,200}$'),
  caption text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 2200),
  posted_at timestamptz NOT NULL,
  UNIQUE (provider_id, position)
);

-- The public profile shows the posts (migration 012).
CREATE TRIGGER instagram_posts_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instagram_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
-- The account's name too (its link under the posts); not the refresh's bookkeeping, which changes every pass.
CREATE TRIGGER instagram_connections_directory_version
  AFTER INSERT OR DELETE OR UPDATE OF username OR TRUNCATE ON instagram_connections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
