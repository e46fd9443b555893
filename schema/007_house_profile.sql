-- 007_house_profile.sql - the house-rule profile of a Skat tournament
-- (issue 17; rules-house-schafkopf.md Part B).  The preset name of
-- app/core/house.c ("isko", "club" or "pub"); every tournament before this
-- version is 'isko' (tournament scoring, unchanged).
ALTER TABLE tournaments ADD COLUMN house_profile TEXT NOT NULL DEFAULT 'isko'
    CHECK (length(house_profile) BETWEEN 1 AND 200);
