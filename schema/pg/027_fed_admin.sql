-- 027_fed_admin.sql - see schema/027_fed_admin.sql
ALTER TABLE venues ADD COLUMN contact TEXT COLLATE "C"
    CHECK (contact IS NULL OR length(contact) BETWEEN 1 AND 400);
ALTER TABLE sync_links ADD COLUMN waiting TEXT COLLATE "C"
    CHECK (waiting IS NULL OR length(waiting) BETWEEN 2 AND 1000000);
ALTER TABLE sync_links ADD COLUMN waiting_at TEXT COLLATE "C";
