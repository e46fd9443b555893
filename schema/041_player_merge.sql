-- 041_player_merge.sql - one person recorded twice, merged (issue 40;
-- docs/rankings.md "Merging two records of one person").
--
-- player_merges        each merge, kept after an undo (the history):
--   player_id          the record kept (A), merged_id the one merged into it (B)
--   was_active         B's active flag before the merge (B is inactive while merged)
--   at, undone         when merged, when undone (NULL: still merged)
-- player_merge_moves   what the merge moved from B to A, one row per row
--   tbl                the table; key_id, key2 the row's key beside player_id (the
--                      key a row has after the move too: seats by series,
--                      attendance by tournament, registrations by id ...)
CREATE TABLE player_merges (
    id         INTEGER PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id),
    merged_id  INTEGER NOT NULL REFERENCES players(id),
    was_active INTEGER NOT NULL CHECK (was_active IN (0, 1)),
    at         TEXT NOT NULL CHECK (length(at) BETWEEN 20 AND 40),
    undone     TEXT CHECK (undone IS NULL OR length(undone) BETWEEN 20 AND 40),
    CHECK (player_id <> merged_id)
) STRICT;
CREATE UNIQUE INDEX player_merges_open ON player_merges(merged_id) WHERE undone IS NULL;
CREATE INDEX player_merges_player ON player_merges(player_id);
CREATE TABLE player_merge_moves (
    merge_id INTEGER NOT NULL REFERENCES player_merges(id) ON DELETE CASCADE,
    tbl      TEXT NOT NULL CHECK (length(tbl) BETWEEN 1 AND 40),
    key_id   INTEGER NOT NULL,
    key2     INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX player_merge_moves_merge ON player_merge_moves(merge_id, tbl);
