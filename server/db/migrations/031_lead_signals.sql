-- What follows a lead once it is sent (docs/product/back-office.md#notifications, #fair-charge,
-- #response-signal): the text messages queued like the emails, the claims providers make about an unlock, and
-- the "responds quickly" mark the directory shows.

-- Every text message about a lead goes through this queue, written in the transaction of the change that calls
-- for it and delivered by the SMS worker after the commit, on the same claim, lease and retries as the email
-- queue (migration 015; server/queue/delivery-queue.ts).
CREATE TABLE sms_queue (
  id serial PRIMARY KEY,
  -- E.164.
  recipient text NOT NULL,
  text text NOT NULL,
  -- The request a message is about: a number the transport refuses for good refunds that request's unlock.
  event_request_id uuid REFERENCES event_requests (id) ON DELETE SET NULL,
  queued_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  sent_at timestamptz,
  abandoned_at timestamptz,
  -- The transport refused the number itself (not a valid or reachable phone): given up at once, never retried.
  undeliverable boolean NOT NULL DEFAULT false,
  last_error text,
  CONSTRAINT sms_queue_one_ending CHECK (sent_at IS NULL OR abandoned_at IS NULL),
  CONSTRAINT sms_queue_undeliverable_abandoned CHECK (NOT undeliverable OR abandoned_at IS NOT NULL)
);
CREATE INDEX sms_queue_due ON sms_queue (next_attempt_at) WHERE sent_at IS NULL AND abandoned_at IS NULL;

-- A provider's claim that an unlocked lead was not worth its credits, decided by support. One per unlock,
-- whatever its outcome: a refused claim is not made again, and a refunded unlock has nothing left to claim.
CREATE TABLE lead_disputes (
  id serial PRIMARY KEY,
  unlock_id bigint NOT NULL REFERENCES credit_movements (id),
  provider_id integer NOT NULL REFERENCES providers (id),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  opened_at timestamptz NOT NULL,
  -- refunded (support agreed, or a fair-charge rule refunded the unlock meanwhile) or refused.
  decision text CHECK (decision IN ('refunded', 'refused')),
  decided_at timestamptz,
  -- The ledger's refund when the decision is one.
  refund_id bigint REFERENCES credit_movements (id),
  CONSTRAINT lead_disputes_decided CHECK ((decision IS NULL) = (decided_at IS NULL)),
  CONSTRAINT lead_disputes_refund CHECK ((decision = 'refunded') = (refund_id IS NOT NULL))
);
CREATE UNIQUE INDEX lead_disputes_one_per_unlock ON lead_disputes (unlock_id);
-- Support's list of what is left to decide, oldest first.
CREATE INDEX lead_disputes_open ON lead_disputes (opened_at) WHERE decision IS NULL;

-- Whether the provider earns the "responds quickly" mark (server/providers/response-signal.ts), kept on its row
-- so that listings read it for free and a change moves the directory's version (migration 012's trigger).
ALTER TABLE providers ADD COLUMN responds_quickly boolean NOT NULL DEFAULT false;
