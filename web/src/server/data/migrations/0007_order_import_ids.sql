-- The store orders an import of an earlier version's SQLite file moved (data/importSqlite.ts), under the
-- id each had in that file: a download link made before the import names its order by that id, which in
-- this database may be another order's (decision 0017). `imported_at` is ms since the epoch.
CREATE TABLE order_import_ids (
  submission INTEGER PRIMARY KEY REFERENCES submissions (id),
  old_id INTEGER NOT NULL,
  source TEXT NOT NULL,
  imported_at BIGINT NOT NULL
);
CREATE INDEX order_import_ids_by_old_id ON order_import_ids (old_id);
