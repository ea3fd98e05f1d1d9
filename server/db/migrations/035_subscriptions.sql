-- Premium subscriptions (docs/product/back-office.md#premium): one row per subscription the gateway opened,
-- moved by its verified events only (server/payments/subscriptions.ts). Events arrive in any order and more
-- than once: a row keeps the creation time of the event that last moved it, an older event never moves it
-- back, and a canceled subscription stays canceled (a gateway never revives one). providers.is_premium
-- follows it, set by the same code in the same transaction as the event (and ended by the expiry check once
-- a period is over), so that the directory's order and version (migration 012's trigger) move with it.
CREATE TABLE subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No cascade, like payments: what was paid outlives the account it paid for.
  provider_id integer NOT NULL REFERENCES providers (id),
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'stripe')),
  gateway_subscription text NOT NULL CHECK (char_length(gateway_subscription) <= 255),
  -- The gateway's customer, whom its billing portal is opened for.
  customer text CHECK (char_length(customer) <= 255),
  -- The checkout that opened it: the success page names it.
  checkout_session text UNIQUE CHECK (char_length(checkout_session) <= 255),
  -- `incomplete`: known from its checkout's completion only, before an event says its period.
  status text NOT NULL CHECK (status IN ('incomplete', 'active', 'past_due', 'canceled')),
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- The creation time (the gateway's) of the last event that moved the row; null until one did.
  event_created_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (gateway, gateway_subscription)
);
CREATE INDEX subscriptions_provider ON subscriptions (provider_id, updated_at DESC);

-- The subscription an event moved (or left as it was), as payment_id names a payment.
ALTER TABLE payment_events ADD COLUMN subscription_id bigint REFERENCES subscriptions (id);
CREATE INDEX payment_events_subscription ON payment_events (subscription_id);
