-- The messages each queue gave up, for the operator's metrics (server/observability/queue-gauges.ts): a
-- scrape counts them every few seconds, and a queue keeps every message it ever sent, so the count must not
-- read the whole table. Few messages are ever given up: these indexes stay small.
CREATE INDEX email_queue_abandoned ON email_queue (abandoned_at) WHERE abandoned_at IS NOT NULL;
CREATE INDEX sms_queue_abandoned ON sms_queue (abandoned_at) WHERE abandoned_at IS NOT NULL;
