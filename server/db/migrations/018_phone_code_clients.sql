-- The per-address code cap counts a client by its key (an IPv4 address, an IPv6 /64: server/http/client-key.ts),
-- so rotating addresses inside one /64 does not escape it; the share of the hourly budgets one network may take
-- counts by the wider network (an IPv4 /24, an IPv6 /48), read from the window the budgets already scan.
-- The codes of the last hour before the upgrade count under their exact address.
ALTER TABLE phone_codes ADD COLUMN client_key text, ADD COLUMN network_key text;
UPDATE phone_codes SET client_key = ip, network_key = ip;
DROP INDEX phone_codes_ip_sent_at;
CREATE INDEX phone_codes_client_key_sent_at ON phone_codes (client_key, sent_at DESC);
