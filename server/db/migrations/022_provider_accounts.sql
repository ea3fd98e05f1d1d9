-- Providers sign in to the back-office with an email and a password (docs/product/back-office.md#accounts);
-- couples keep their phone sign-in and have neither.
ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_couple_phone CHECK (role <> 'couple' OR phone IS NOT NULL);
-- An argon2id PHC string; never logged, never answered.
ALTER TABLE users ADD COLUMN password_hash text;
-- When the sign-in address was confirmed from the link sent to it; null until then.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
-- A provider is found by address at sign-in: one provider account per address, whatever its case.
CREATE UNIQUE INDEX users_provider_email ON users (lower(email)) WHERE role = 'provider';

-- A password reset link: single use, valid one hour; only a hash of its token is stored. A new link withdraws
-- the previous one; each is kept once it ends so that an old link can say why it no longer works.
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  withdrawn_at timestamptz,
  CONSTRAINT password_resets_one_ending CHECK (used_at IS NULL OR withdrawn_at IS NULL)
);
CREATE UNIQUE INDEX password_resets_live ON password_resets (user_id) WHERE used_at IS NULL AND withdrawn_at IS NULL;
CREATE INDEX password_resets_user_sent_at ON password_resets (user_id, sent_at DESC);

-- The demo provider's address was confirmed when it was seeded.
UPDATE users SET email_confirmed_at = created_at WHERE role = 'provider' AND email IS NOT NULL;
