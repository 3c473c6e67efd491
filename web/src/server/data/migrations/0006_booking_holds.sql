-- The last pieces go to one couple (decision 0026). A hold is a quote's lines kept for it on its date:
-- from the accept that opens a deposit session until that session ends (`ends_at`), and, once the deposit
-- is paid, until the event's day (`paid_at`), so availability and other accepts count it on every
-- instance before the record reads Confirmed. One per quote: a new tap replaces it. `lost_at` is set when
-- a deposit paid under it was refunded because the pieces had gone to a booking paid first.
CREATE TABLE booking_holds (
  record_id TEXT PRIMARY KEY REFERENCES booking_quotes (record_id),
  event_date TEXT NOT NULL,
  items TEXT NOT NULL,
  ends_at BIGINT NOT NULL,
  paid_at BIGINT,
  lost_at BIGINT
);
CREATE INDEX booking_holds_live ON booking_holds (ends_at);
