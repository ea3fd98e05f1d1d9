-- Why a provider declined a lead (docs/product/back-office.md#leads): a reason picked from a short list and a
-- note of its own, both optional, kept with the request. They belong to a declined request only, so that a
-- reason never outlives the answer it explains.
ALTER TABLE event_requests
  ADD COLUMN decline_reason text
    CONSTRAINT event_requests_decline_reason CHECK (decline_reason IN ('unavailable', 'out-of-area', 'budget', 'service', 'other')),
  ADD COLUMN decline_note text CONSTRAINT event_requests_decline_note CHECK (char_length(decline_note) <= 500),
  ADD CONSTRAINT event_requests_declined_only CHECK (
    status = 'declined' OR (decline_reason IS NULL AND decline_note IS NULL)
  );
