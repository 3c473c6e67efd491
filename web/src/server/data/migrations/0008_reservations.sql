-- Reserve now (decision 0032): a hire list booked on the spot, its deposit held on the card until staff
-- decide. One row per reservation, keyed by its quote's record id (the local hire request's id). `state`:
-- `checkout` while the couple is in Stripe Checkout, `reserved` once the card is authorised, then
-- `capturing` (accepted: the deposit is captured through the outbox) or `cancelling` (declined, cancelled,
-- or the card hold lapsed: the authorisation is cancelled through the outbox), or `expired` (the Checkout
-- Session ended unpaid). Each move is one conditional UPDATE, so a capture and a cancel never both win.
CREATE TABLE reservations (
  record_id TEXT PRIMARY KEY REFERENCES booking_quotes (record_id),
  session_id TEXT UNIQUE,
  payment_intent TEXT,
  state TEXT NOT NULL,
  event_date TEXT NOT NULL,
  items TEXT NOT NULL,
  total_cents INTEGER NOT NULL,
  deposit_cents INTEGER NOT NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  window_hours INTEGER NOT NULL,
  window_action TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  reserved_at BIGINT,
  decided_at BIGINT,
  decided_by TEXT
);
CREATE INDEX reservations_state ON reservations (state);
