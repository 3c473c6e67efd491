-- Each pending delivery's attempt is a pg-boss job (decision 0029): `job_id` names the one job that may
-- attempt it now. A job whose id is no longer here (a newer one was sent: a retry, a takeover) finds
-- nothing to do, so a delivery never has two chains of attempts.
ALTER TABLE deliveries ADD COLUMN job_id TEXT;
