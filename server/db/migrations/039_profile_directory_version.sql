-- The provider's profile page is kept in memory under the directory's version too (migration 012), so every
-- table it shows moves the version: its links (website, networks, phone, email) and the event types its
-- contact widget offers, the two it read without a trigger.
CREATE TRIGGER provider_links_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_links
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER event_types_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
