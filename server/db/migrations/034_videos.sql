-- The videos a planner shows on its public profile (docs/product/back-office.md#videos): a YouTube or Vimeo
-- video, kept as its platform and id (never the address typed), from which the profile builds the thumbnail,
-- the link and the player it loads on a click. The id's shape is checked here as the contract's parser checks
-- it, so that no other writer can put into a page's player address what is not an id.
CREATE TABLE provider_videos (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('youtube', 'vimeo')),
  video_id text NOT NULL CHECK (
    (platform = 'youtube' AND video_id ~ '^[A-Za-z0-9_-]{11}$')
    OR (platform = 'vimeo' AND video_id ~ '^[1-9][0-9]{0,11}$')
  ),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
  -- Hidden videos stay in the back-office and leave the profile.
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  -- A video once per provider: adding it again is refused rather than shown twice.
  UNIQUE (provider_id, platform, video_id)
);
CREATE INDEX provider_videos_provider ON provider_videos (provider_id, created_at, id);

-- The public profile shows the visible videos (migration 012).
CREATE TRIGGER provider_videos_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_videos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
