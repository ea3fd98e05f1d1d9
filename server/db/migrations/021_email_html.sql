-- Every email goes with an HTML part beside its plain text (server/mail/compose-email.ts). The emails queued or
-- stored before have none: their html stays NULL, and they go (or read) as plain text.
ALTER TABLE email_queue ADD COLUMN html text;
ALTER TABLE email_outbox ADD COLUMN html text;
