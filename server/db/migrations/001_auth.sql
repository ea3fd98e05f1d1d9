-- Couples' accounts and phone sign-in: one-time codes, phone proofs, sessions and refresh tokens.

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  email text,
  firstname text,
  lastname text,
  city text,
  zip_code text,
  country text,
  latitude double precision,
  longitude double precision,
  locale text,
  has_finished_onboarding boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every code sent, kept for the send-rate rules (cooldown, resends per window); only a hash is stored.
CREATE TABLE phone_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  consumed_at timestamptz,
  ip text
);
CREATE INDEX phone_codes_phone_sent_at ON phone_codes (phone, sent_at DESC);
CREATE INDEX phone_codes_ip_sent_at ON phone_codes (ip, sent_at DESC);

-- A verified code yields a proof, held by the browser in an HttpOnly cookie: check-account and register
-- need it, so knowing a phone number is never enough to obtain a token.
CREATE TABLE phone_proofs (
  proof_hash text PRIMARY KEY,
  phone text NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);

-- One row per sign-in; its refresh tokens form a family revoked together on logout or on reuse.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- The development SMS transport writes here; /dev/sms-outbox reads it.
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);
