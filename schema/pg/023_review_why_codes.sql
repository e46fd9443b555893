-- 023_review_why_codes.sql - why a change waits in the review queue, as
-- codes with their parameters (schema/023_review_why_codes.sql).
ALTER TABLE fed_reviews ADD COLUMN why_codes TEXT COLLATE "C"
    CHECK (why_codes IS NULL OR length(why_codes) >= 2);
