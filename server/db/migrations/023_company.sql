-- The provider's company as its back-office page edits it (docs/product/back-office.md#company).
-- Its SIRET: 14 digits once given (the Luhn key is checked by the contract; La Poste's establishments follow
-- their own rule, so the database keeps to the shape).
ALTER TABLE providers ADD COLUMN siret text CHECK (siret ~ '^[0-9]{14}$');
-- Its legal form as the provider writes it or the register names it ("SARL", "Entrepreneur individuel").
ALTER TABLE providers ADD COLUMN legal_form text CHECK (length(legal_form) BETWEEN 1 AND 60);
-- Its intra-community VAT number, upper case without spaces.
ALTER TABLE providers ADD COLUMN vat_number text CHECK (vat_number ~ '^[A-Z]{2}[0-9A-Z]{2,13}$');
-- The street part of its address; the city and postal code are the columns the directory already reads.
ALTER TABLE providers ADD COLUMN street_address text NOT NULL DEFAULT '' CHECK (length(street_address) <= 200);
