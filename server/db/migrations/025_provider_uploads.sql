-- Photos a provider uploads from the back-office (docs/product/back-office.md#photos) join the seeded ones in
-- provider_images. A caption is shown under its photo on the public profile: bounded here as in the contract,
-- so that no other writer can store one the pages were not laid out for. When a photo was added orders the
-- gallery's new photos after the older ones and tells the back-office which upload is whose.
ALTER TABLE provider_images
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT provider_images_caption_length CHECK (char_length(caption) <= 200);
