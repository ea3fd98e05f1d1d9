-- The project site's own data: a project can be closed, a request tells its couple what the provider did with
-- it and when, and a couple keeps one unfinished project wizard on the server.

-- A closed project is kept (its requests and their replies stay readable), never deleted: it only stops taking
-- changes and new requests, and drops out of the projects a request can be sent from.
ALTER TABLE projects ADD COLUMN closed_at timestamptz;

-- What the provider did with a request, as its couple sees it: sent (not opened yet), read (opened in the
-- back-office), accepted (unlocked: the couple's contact details are shared) or declined (rejected). The dates
-- say when each change happened, and the constraints keep them in step with the status whoever writes it.
UPDATE event_requests SET status = 'sent' WHERE status = 'new';
ALTER TABLE event_requests
  ALTER COLUMN status SET DEFAULT 'sent',
  ADD COLUMN read_at timestamptz,
  -- When it was accepted or declined.
  ADD COLUMN answered_at timestamptz,
  ADD CONSTRAINT event_requests_status CHECK (status IN ('sent', 'read', 'accepted', 'declined')),
  ADD CONSTRAINT event_requests_read_at CHECK ((status = 'sent') = (read_at IS NULL)),
  ADD CONSTRAINT event_requests_answered_at CHECK ((status IN ('accepted', 'declined')) = (answered_at IS NOT NULL));

-- The project wizard's answers so far, one document per couple (the current step, the answers, the planners
-- chosen), saved as the couple goes and removed once the project is sent. Its shape is the contract's
-- (shared/api/contract/project-drafts.ts), checked on every save.
CREATE TABLE project_drafts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
