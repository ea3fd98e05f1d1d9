-- The directory search near a city: its candidates are the published providers of one country inside a
-- latitude/longitude box. With the country first and what the search filters and orders by included, the
-- count and the choice of a page read this index alone (index-only scans); only the page's 20 rows touch the
-- table.
CREATE INDEX providers_search_near ON providers (country, latitude, longitude)
  INCLUDE (region_id, is_premium, last_login_at, id) WHERE published;

-- A service filter over a whole country or region: its count is then a merge join of two index-only scans
-- in provider id order (this one and provider_services_service) instead of hashing tens of thousands of ids.
CREATE INDEX providers_published_country_id ON providers (country, id) WHERE published;
CREATE INDEX providers_published_region_id ON providers (region_id, id) WHERE published;
