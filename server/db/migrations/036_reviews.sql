-- Couples' reviews of the planners they hired (docs/product/back-office.md#reviews): a verified review is tied to
-- one request the planner unlocked, written from a link emailed to the couple after the event date, once. The
-- planner answers each review publicly (one reply, editable) and may report one for support to decide; a
-- reported review stays shown until support removes it.

-- What a review's and a reply's provider_id repeat (checked by the composite keys below), so that a row can
-- never sit under a planner other than the request's.
ALTER TABLE event_requests ADD CONSTRAINT event_requests_id_provider UNIQUE (id, provider_id);

-- The invitation to review sent for a request: one per request, ever. The primary key, not a prior read, is
-- what makes the sweep (server/reviews/review-invitations.ts) idempotent: a second invitation, even from a
-- second instance sweeping at the same time, cannot be written. The link's expiry is also in its signed token.
CREATE TABLE review_invitations (
  event_request_id uuid PRIMARY KEY REFERENCES event_requests (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CONSTRAINT review_invitations_expiry CHECK (expires_at > sent_at)
);

-- A review: its rating (1 to 5 stars), its text, the couple as the profile names them (a first name and an
-- initial, never a contact detail) and their event's date, copied when it was written. One per request: the
-- unique key refuses a second one whatever the page checked before.
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  event_request_id uuid NOT NULL UNIQUE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 40),
  event_date date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Set when support upholds a report: the review leaves the profile and its average, and stays in the
  -- planner's list, marked.
  removed_at timestamptz,
  FOREIGN KEY (event_request_id, provider_id) REFERENCES event_requests (id, provider_id) ON DELETE CASCADE,
  UNIQUE (id, provider_id),
  CONSTRAINT reviews_updated_at CHECK (updated_at >= created_at)
);
-- The back-office's list and the profile's, newest first.
CREATE INDEX reviews_provider ON reviews (provider_id, created_at DESC, id DESC);

-- Only a request its planner unlocked can be reviewed: the couple worked with them. Checked here too, for any
-- writer other than the review page.
CREATE FUNCTION reviews_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM event_requests WHERE id = NEW.event_request_id AND status = 'accepted') THEN
    RAISE EXCEPTION 'a review needs an unlocked request' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER reviews_verified BEFORE INSERT OR UPDATE OF event_request_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_verified();

-- The planner's public reply: one per review (its primary key), edited in place.
CREATE TABLE review_replies (
  review_id integer PRIMARY KEY,
  provider_id integer NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (review_id, provider_id) REFERENCES reviews (id, provider_id) ON DELETE CASCADE,
  CONSTRAINT review_replies_updated_at CHECK (updated_at >= created_at)
);

-- A planner's report of a review, for support to decide (scripts/support-decisions.ts): a reason from a fixed
-- list and a note. Pending until decided: kept (the review stays) or removed (it leaves the profile). One report
-- per review: support's decision is final.
CREATE TABLE review_reports (
  id serial PRIMARY KEY,
  review_id integer NOT NULL UNIQUE,
  provider_id integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('fake', 'offensive', 'private-data', 'not-a-client', 'other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'kept', 'removed')),
  reported_at timestamptz NOT NULL,
  decided_at timestamptz,
  FOREIGN KEY (review_id, provider_id) REFERENCES reviews (id, provider_id) ON DELETE CASCADE,
  CONSTRAINT review_reports_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- Support's list of what is left to decide, oldest first.
CREATE INDEX review_reports_pending ON review_reports (reported_at) WHERE status = 'pending';

-- The public profile shows the reviews, their replies and their average (migration 012).
CREATE TRIGGER reviews_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER review_replies_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_replies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
