-- Payments for credit packs (docs/product/back-office.md#payments). A payment is written, pending, before the
-- provider is sent to the gateway's checkout, so that every event the gateway sends about it finds its row;
-- only a verified event moves it on, and only a verified payment event grants its credits (a purchase of the
-- ledger, migration 026, which points back at it).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No cascade, like the ledger: what was paid outlives the account it paid for.
  provider_id integer NOT NULL REFERENCES providers (id),
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'stripe')),
  -- The gateway's checkout session, set once the gateway has opened it; the success page names it.
  checkout_session text UNIQUE CHECK (char_length(checkout_session) <= 255),
  pack text NOT NULL CHECK (char_length(pack) <= 40),
  credits integer NOT NULL CHECK (credits > 0),
  -- What was charged, in minor units of `currency`, VAT included; its split is kept as charged, so that a
  -- receipt reads the same after a change of rate.
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  currency text NOT NULL CHECK (currency IN ('EUR', 'GBP')),
  gross_amount integer NOT NULL CHECK (gross_amount > 0),
  net_amount integer NOT NULL CHECK (net_amount > 0),
  vat_amount integer NOT NULL CHECK (vat_amount >= 0),
  -- Hundredths of a percent: 2000 is 20 %.
  vat_rate_basis_points integer NOT NULL CHECK (vat_rate_basis_points BETWEEN 0 AND 10000),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed', 'expired')),
  -- The checkout ended with a payment method that confirms later (a bank debit): still pending, and said so.
  confirms_later boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  paid_at timestamptz,
  -- The receipt's number in its country's sequence, given when the payment is paid, never reused.
  receipt_number integer CHECK (receipt_number > 0),
  CONSTRAINT payments_split_adds_up CHECK (net_amount + vat_amount = gross_amount),
  CONSTRAINT payments_paid_has_receipt CHECK (
    (state = 'paid') = (paid_at IS NOT NULL) AND (state = 'paid') = (receipt_number IS NOT NULL)
  )
);
CREATE UNIQUE INDEX payments_receipt_per_country ON payments (country, receipt_number);
CREATE INDEX payments_provider ON payments (provider_id, created_at DESC);

-- The last receipt number of each country: its row's lock hands the numbers out one at a time, with no gap.
CREATE TABLE receipt_counters (
  country text PRIMARY KEY CHECK (country ~ '^[A-Z]{2}$'),
  last_number integer NOT NULL CHECK (last_number > 0)
);

-- Every verified event a gateway delivered, by its id: a gateway delivers an event at least once, and a second
-- delivery finds its id here and changes nothing.
CREATE TABLE payment_events (
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'stripe')),
  id text NOT NULL CHECK (char_length(id) <= 255),
  type text NOT NULL CHECK (char_length(type) <= 100),
  payment_id uuid REFERENCES payments (id),
  -- What the event did: moved its payment, changed nothing (it came after a later state), disagreed with its
  -- payment (another amount, currency or session: nothing granted, left for a person), or named no payment of ours.
  outcome text NOT NULL CHECK (outcome IN ('applied', 'unchanged', 'mismatched', 'ignored')),
  received_at timestamptz NOT NULL,
  PRIMARY KEY (gateway, id)
);
CREATE INDEX payment_events_payment ON payment_events (payment_id);

-- A purchase names the payment that bought it, and a payment buys once whatever events arrive.
ALTER TABLE credit_movements ADD COLUMN payment_id uuid REFERENCES payments (id);
CREATE UNIQUE INDEX credit_movements_one_purchase_per_payment ON credit_movements (payment_id);
ALTER TABLE credit_movements
  ADD CONSTRAINT credit_movements_payment_is_purchase CHECK (payment_id IS NULL OR kind = 'purchase');
