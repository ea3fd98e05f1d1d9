-- Who a signed-in user is: a couple (the project site), a provider running one company (the back-office), or
-- support staff. A provider's account owns its company's row; the back-office resolves it once per request.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'couple' CHECK (role IN ('couple', 'provider', 'admin'));
ALTER TABLE providers ADD COLUMN owner_user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL;
