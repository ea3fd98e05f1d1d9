-- Every email the application sends goes through this queue: written in the transaction of the change that
-- calls for it (a change rolled back sends nothing, a change committed loses nothing), then delivered by the
-- mail worker after the commit (server/mail/mail-worker.ts).
CREATE TABLE email_queue (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  queued_at timestamptz NOT NULL,
  -- When the next attempt may start. A worker claiming the email moves it past its lease, so that an email
  -- whose worker died comes back once the lease is over, and no other worker takes it meanwhile.
  next_attempt_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  sent_at timestamptz,
  -- Set when the worker gives up after its last attempt (logged as an alert).
  abandoned_at timestamptz,
  last_error text,
  CONSTRAINT email_queue_one_ending CHECK (sent_at IS NULL OR abandoned_at IS NULL)
);
-- The emails still to deliver, by when they are due: what every worker's claim reads.
CREATE INDEX email_queue_due ON email_queue (next_attempt_at) WHERE sent_at IS NULL AND abandoned_at IS NULL;

-- The development mail transport writes here; /dev/email-outbox reads it.
CREATE TABLE email_outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX email_outbox_recipient ON email_outbox (recipient, id DESC);
