-- 023_review_why_codes.sql - why a change waits in the review queue, as
-- what it is rather than as words (issue 27): the reasons as codes with
-- their parameters (the game's series, the player, the teams, the venue
-- group named), worded when a review is shown, in the reader's language
-- (app/ops/fedwhy.h has the codes and their one wording table).
--
-- fed_reviews.why_codes  a JSON array of reasons, each {"code": NAME, and
--                        its parameters}; NULL: a review stored before this
--                        version, whose reason is fed_reviews.why alone
-- fed_reviews.why        the reasons' English wording beside the codes (what
--                        an older version and a reader of the raw table see);
--                        before this version the hub's wording at push time
ALTER TABLE fed_reviews ADD COLUMN why_codes TEXT
    CHECK (why_codes IS NULL OR length(why_codes) >= 2);
