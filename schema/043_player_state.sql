-- 043_player_state.sql - a player's German federal state (Land), for a
-- ranking's best per federal state (best_per=state, docs/rankings.md):
-- set by `player add/edit --state XX` and a member list's state column.
-- NULL: not known.  The codes are the Länder's two letters (ISO 3166-2:DE
-- without the country).
ALTER TABLE players ADD COLUMN state TEXT CHECK (state IS NULL OR state IN ('BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'));
