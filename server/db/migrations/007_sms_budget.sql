-- The hourly SMS budgets (all countries, and each country) count the codes sent in the last hour: both counts
-- read the codes of the window through the sent_at index (never more than the budget), each with its country.
ALTER TABLE phone_codes ADD COLUMN country text;
UPDATE phone_codes SET country = CASE
  WHEN phone LIKE '+33%' THEN 'FR' WHEN phone LIKE '+32%' THEN 'BE' WHEN phone LIKE '+44%' THEN 'GB'
  WHEN phone LIKE '+49%' THEN 'DE' WHEN phone LIKE '+39%' THEN 'IT' WHEN phone LIKE '+34%' THEN 'ES'
  WHEN phone LIKE '+351%' THEN 'PT' END;
CREATE INDEX phone_codes_sent_at ON phone_codes (sent_at);
