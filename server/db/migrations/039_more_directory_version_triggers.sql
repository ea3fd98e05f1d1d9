-- A provider's profile page and the directory search's answers are kept in memory under the directory's
-- version too (migration 012), so every table they read moves the version. Three did not: the provider's
-- links (website, networks, phone, email) and the event types its contact widget offers, on the profile; a
-- region's former slugs, which still name it in a search.
CREATE TRIGGER provider_links_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_links
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER event_types_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER region_slug_aliases_directory_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON region_slug_aliases
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
