-- A new email address waits here until its owner confirms it from the link sent to it: users.email keeps the
-- confirmed address (the one providers see) meanwhile. Each link is one row, kept once it ends so that an old
-- link can say why it no longer works; only a hash of its token is stored.
CREATE TABLE email_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- How the link ended: followed (the address became the account's), or withdrawn (the change was cancelled,
  -- or replaced by another change or by a new link).
  confirmed_at timestamptz,
  withdrawn_at timestamptz,
  CONSTRAINT email_changes_one_ending CHECK (confirmed_at IS NULL OR withdrawn_at IS NULL)
);
-- At most one live link per couple.
CREATE UNIQUE INDEX email_changes_pending ON email_changes (user_id)
  WHERE confirmed_at IS NULL AND withdrawn_at IS NULL;
-- The links a couple was sent in the last hour, for the hourly cap.
CREATE INDEX email_changes_user_sent_at ON email_changes (user_id, sent_at DESC);
