-- Booking online's edges (decision 0026): one payable balance per quote, and what is given back.

-- What the site owes back on a payment and has asked Stripe to refund (a balance paid beyond what was due,
-- a payment on a cancelled booking, a second deposit), in cents.
ALTER TABLE booking_payments ADD COLUMN refund_cents INTEGER NOT NULL DEFAULT 0;
-- What Stripe says is refunded of it (`charge.refunded`'s `amount_refunded`, ours or made in its dashboard).
ALTER TABLE booking_payments ADD COLUMN refunded_cents INTEGER NOT NULL DEFAULT 0;

-- One payable balance session per quote: a second is stored only once the first is expired or paid.
CREATE UNIQUE INDEX booking_one_open_balance ON booking_payments (record_id) WHERE kind = 'balance' AND state = 'open';
