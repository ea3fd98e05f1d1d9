-- get-all-planners pages through the published planners by name, of every country or of one: each page reads
-- these indexes in order instead of sorting every provider on each call.
CREATE INDEX providers_published_name ON providers (name, id) WHERE published;
CREATE INDEX providers_published_country_name ON providers (country, name, id) WHERE published;
