-- The directory's version: one number that every change to what a listing shows moves forward, in the same
-- transaction as the change. The server keeps rendered listing pages while the version they were rendered at
-- is still the current one, so a page is never served after a change it does not show, whoever made it (a
-- request, a script, another process, SQL by hand).
CREATE TABLE directory_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO directory_version (version) VALUES (1);

CREATE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_version SET version = version + 1;
  RETURN NULL;
END;
$$;

-- What a listing shows: the providers and their cards (profile, publication, image, premium, last login, the
-- languages they speak), the services of the search form, the places and their names.
CREATE TRIGGER providers_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER provider_languages_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_languages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER provider_services_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER provider_images_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER languages_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER service_types_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER cities_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER departments_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER regions_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
