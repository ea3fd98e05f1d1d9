-- The demo's two accounts were seeded, on every server, with real assignable French mobile numbers
-- (06 12 34 56 78 for the couple, 06 11 22 33 44 for the provider): whoever holds one signs in as the demo.
-- An account still the demo's (its seeded address) moves to its number in the range ARCEP reserves for fiction
-- (server/seed/demo-phones.ts), which production refuses, and its sessions end at once. A database seeded
-- before keeps its made-up providers: see the README's "Demo seed".
CREATE TEMPORARY TABLE retired_demo_numbers (old_phone text, new_phone text, email text) ON COMMIT DROP;
INSERT INTO retired_demo_numbers VALUES
  ('+33612345678', '+33639981234', 'couple.demo@example.com'),
  ('+33611223344', '+33639985678', 'planner.demo@example.com');

UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'demo-number-retired'
WHERE revoked_at IS NULL
  AND user_id IN (SELECT users.id FROM users JOIN retired_demo_numbers r
                  ON users.phone = r.old_phone AND users.email = r.email);

UPDATE users SET phone = r.new_phone
FROM retired_demo_numbers r
WHERE users.phone = r.old_phone AND users.email = r.email
  AND NOT EXISTS (SELECT 1 FROM users taken WHERE taken.phone = r.new_phone);
