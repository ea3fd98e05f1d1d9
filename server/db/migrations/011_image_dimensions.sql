-- The size of a gallery image's original, so that a page frames it by its own ratio and keeps its room before
-- it loads. Null where it is not known (the page then frames it at the gallery's ratio).
ALTER TABLE provider_images
  ADD COLUMN width integer CHECK (width > 0),
  ADD COLUMN height integer CHECK (height > 0);
