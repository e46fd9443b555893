-- 009_house_settings.sql - every house-rule setting of a Skat tournament
-- (issue 17; rules-house-schafkopf.md B.6.3): the canonical text of
-- app/core/houseset.c ("key=value,..."), applied on top of the preset in
-- house_profile.  NULL (every tournament before this version, and one
-- created without settings) = the preset as it is.
ALTER TABLE tournaments ADD COLUMN house_settings TEXT
    CHECK (house_settings IS NULL OR length(house_settings) BETWEEN 1 AND 4000);
