-- The experiences a planner lists on its public profile under its portrait (the back-office's "portrait
-- experiences": a wedding it organised, a training, a prize), in the planner's order. Written whole by the
-- back-office (POST /api/portrait-experiences); the bounds are the contract's, kept here so that no other
-- writer can store what the profile page was never laid out for.
CREATE TABLE provider_experiences (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 19),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  year smallint NOT NULL CHECK (year BETWEEN 1950 AND 2100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 600),
  PRIMARY KEY (provider_id, position)
);

-- The public profile shows them: their writes move the directory's version as the profile's other tables do
-- (migration 012).
CREATE TRIGGER provider_experiences_directory_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_experiences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
