import { config } from 'zod'

// The Content-Security-Policy forbids eval (docs/decisions/0005-content-security-policy.md). zod's
// compiled fast path probes for it when an object schema is created, and the browser reports each
// probe as a violation; the interpreted path gives the same results. This module must be evaluated
// before any schema is created, so each form contract imports it first (the forms are the
// browser's only zod since the search params stopped using it, docs/decisions/0013).
config({ jitless: true })
