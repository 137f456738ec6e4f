-- A store's opening hours as the shop writes them ("Her gün 10:00-22:00"), shown with its address
-- and phone in the store locator's marker popup.
ALTER TABLE stores ADD COLUMN hours TEXT NOT NULL DEFAULT '';
