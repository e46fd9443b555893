-- 025_rankings.sql - stored ranking definitions (issue 40; docs/rankings.md).
--
-- rankings.keys  the definition's canonical text (app/core/rankdef.c,
--                rankdef_text): one key=value per line, parsed again when
--                the ranking is computed; what it covers is never stored,
--                a ranking is always computed from the results.
CREATE TABLE rankings (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    keys    TEXT NOT NULL CHECK (length(keys) BETWEEN 1 AND 8000),
    created TEXT NOT NULL
) STRICT;
