-- Couples' event projects and the requests they send to providers.

CREATE TABLE projects (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_type_id integer NOT NULL REFERENCES event_types (id),
  event_date date NOT NULL,
  -- The place as the couple typed or picked it; the coordinates come from the pick or from the gazetteer,
  -- and stay null when neither placed it (suggestions then answer city-not-found).
  event_location text,
  zip_code text,
  country text CHECK (country ~ '^[A-Z]{2}$'),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  service_type_id integer REFERENCES service_types (id),
  theme text,
  -- Each references a range of its own kind (checked by the server: a foreign key cannot see `kind`).
  guest_range_id integer REFERENCES project_ranges (id),
  planner_budget_range_id integer REFERENCES project_ranges (id),
  budget_range_id integer REFERENCES project_ranges (id),
  -- ISO codes of the languages the couple wants their planner to speak; empty means any.
  languages text[] NOT NULL DEFAULT '{}',
  planner_location text CHECK (planner_location IN ('near-event', 'anywhere')),
  -- Plain text (never rendered as HTML): the message sent to the providers this project contacts.
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
-- get-projects: a couple's projects, newest id first.
CREATE INDEX projects_user_id ON projects (user_id, id DESC);

-- One request per project and provider: the unique constraint, not a prior read, is what makes a second
-- send (even a simultaneous one) an `already-sent`.
CREATE TABLE event_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  -- Plain text: the message as it was sent (the call's, or the project's when the call gave none).
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT event_requests_project_provider UNIQUE (project_id, provider_id)
);
-- A provider's inbox in the back-office, newest first.
CREATE INDEX event_requests_provider ON event_requests (provider_id, created_at DESC);
