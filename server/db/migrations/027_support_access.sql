-- Support access (docs/product/back-office.md#support-access): support staff (role 'admin', made by
-- `npx tsx server/back-office/support-access/admin-command.ts`) act as a provider for a limited time, their own
-- identity kept, every change they make written down for the provider to read.

-- An admin signs in to the back-office like a provider, by address: one admin account per address.
CREATE UNIQUE INDEX users_admin_email ON users (lower(email)) WHERE role = 'admin';

-- One support access: the admin's session acts as the provider from `started_at` until it is stopped, revoked
-- or `ends_at` passes, whichever comes first. Bound to the session, not the admin: another browser of the same
-- admin is not in it. A session holds one live access at a time (the partial index); an expired one is closed
-- (ended_by 'expired') before the session starts the next.
CREATE TABLE impersonations (
  id serial PRIMARY KEY,
  session_id uuid REFERENCES auth_sessions (id) ON DELETE SET NULL,
  admin_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as it was when the access started: the provider's log still names the admin once their account is gone.
  admin_name text NOT NULL,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_by text,
  CONSTRAINT impersonations_time_limit CHECK (ends_at > started_at),
  CONSTRAINT impersonations_ending CHECK ((ended_at IS NULL) = (ended_by IS NULL)),
  CONSTRAINT impersonations_ended_by CHECK (ended_by IN ('admin', 'expired', 'revoked'))
);
CREATE UNIQUE INDEX impersonations_live_session ON impersonations (session_id) WHERE ended_at IS NULL;
CREATE INDEX impersonations_admin ON impersonations (admin_user_id) WHERE ended_at IS NULL;

-- What support did in a provider's account, which the provider (and the admin, acting as them) reads: the
-- start and the end of each access, and every change it asked for (every back-office call but a read), refused
-- ones included. A row is written before the call runs; its answer's status once it is sent.
CREATE TABLE support_audit_log (
  id bigserial PRIMARY KEY,
  impersonation_id integer REFERENCES impersonations (id) ON DELETE SET NULL,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  admin_name text NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('started', 'changed', 'refused', 'stopped', 'revoked')),
  -- The call, for 'changed' and 'refused': its method and path, as the contract names it.
  action text CHECK (char_length(action) <= 200),
  status integer
);
CREATE INDEX support_audit_log_provider ON support_audit_log (provider_id, at DESC, id DESC);
