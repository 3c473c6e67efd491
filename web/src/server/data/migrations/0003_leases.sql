-- Work that one instance at a time does for all of them (the quote watcher's Airtable poll and the
-- balance reminders): whoever holds the named lease until `until` (ms since the epoch) does it, and
-- renews it each round; a stopped holder's lease runs out and another instance takes it over.
CREATE TABLE leases (
  name TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  until BIGINT NOT NULL
);
