-- 027_fed_admin.sql - administration for many venues and what waits at the
-- hub (issue 37, parts 5 and 9).
--
-- venues.contact: whom the division leader asks at a venue (a name, a
-- telephone number, a mail address; `league venue import`).
--
-- sync_links.waiting: at a venue, what the hub's last answer to a push
-- said waits in its review queue for this venue's groups (the answer's
-- "waiting" array, compact JSON; NULL: the hub was not asked yet or is of
-- a version that does not say), and when it said so (waiting_at, UTC).
ALTER TABLE venues ADD COLUMN contact TEXT
    CHECK (contact IS NULL OR length(contact) BETWEEN 1 AND 400);
ALTER TABLE sync_links ADD COLUMN waiting TEXT
    CHECK (waiting IS NULL OR length(waiting) BETWEEN 2 AND 1000000);
ALTER TABLE sync_links ADD COLUMN waiting_at TEXT;
