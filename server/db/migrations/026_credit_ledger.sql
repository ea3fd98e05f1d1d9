-- A provider's credits: every movement is one row of this ledger (a purchase, an unlock, a refund, a grant
-- from support, an expiry), written in the transaction of the change that causes it, with the balance it
-- leaves. The ledger is the truth; providers.credit_balance is its running sum, kept beside it so that a
-- debit is one row lock and one CHECK, never a sum under a race (docs/product/back-office.md#credits).
ALTER TABLE providers ADD COLUMN credit_balance integer NOT NULL DEFAULT 0
  CONSTRAINT providers_credit_balance_never_negative CHECK (credit_balance >= 0);

CREATE TABLE credit_movements (
  id bigserial PRIMARY KEY,
  -- No cascade: money's history outlives nothing it explains (a provider's account is closed, never deleted).
  provider_id integer NOT NULL REFERENCES providers (id),
  kind text NOT NULL CHECK (kind IN ('purchase', 'unlock', 'refund', 'grant', 'expiry')),
  -- Signed: what the movement adds to the balance. What comes in is positive, what goes out negative.
  credits integer NOT NULL CHECK (
    (kind IN ('purchase', 'refund', 'grant') AND credits > 0) OR (kind IN ('unlock', 'expiry') AND credits < 0)
  ),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  -- What the movement points at: the request an unlock opened, the unlock a refund gives back.
  event_request_id uuid REFERENCES event_requests (id) ON DELETE SET NULL,
  refund_of bigint REFERENCES credit_movements (id),
  -- Why, in the words of whoever caused it (support's grant, a refund's reason); shown in the ledger.
  reason text CHECK (char_length(reason) <= 500),
  created_at timestamptz NOT NULL,
  CONSTRAINT credit_movements_unlock_names_request CHECK (kind <> 'unlock' OR event_request_id IS NOT NULL),
  CONSTRAINT credit_movements_refund_names_unlock CHECK ((kind = 'refund') = (refund_of IS NOT NULL))
);
-- A request is paid for once, whatever races: a second debit for it cannot be written.
CREATE UNIQUE INDEX credit_movements_one_unlock_per_request ON credit_movements (event_request_id)
  WHERE kind = 'unlock';
-- An unlock is refunded once.
CREATE UNIQUE INDEX credit_movements_one_refund_per_unlock ON credit_movements (refund_of);
-- The provider's ledger, newest first (GET /api/credit/logs).
CREATE INDEX credit_movements_provider ON credit_movements (provider_id, id DESC);
