/**
 * The figures of `pnpm chaos` (chaos.ts): what the visitors were told against what Airtable holds at the
 * end. Each message has an Email of its own, so a record's Email names the message it came from.
 */
export type ChaosSent = {
  /** Emails of the messages answered 2xx: the site told the visitor "sent". */
  accepted: readonly string[]
  /** Emails of the messages without a 2xx answer (the instance was killed under them, or refused them). */
  unanswered: readonly string[]
}

export type ChaosTally = {
  accepted: number
  /** Accepted messages Airtable holds. */
  delivered: number
  /** Accepted messages Airtable does not hold: the site said "sent" and staff never see it. */
  lost: number
  /** Records beyond the first for one message: staff see it twice. */
  duplicated: number
  /** Sent without a 2xx answer; the visitor sees an error and can send again. */
  unanswered: number
  /** Of those, stored before the kill and delivered anyway. */
  unansweredDelivered: number
  /** Records of no message sent: a bug in the count. */
  unknown: number
}

export function tallyChaos(sent: ChaosSent, recordEmails: readonly string[]): ChaosTally {
  const records = new Map<string, number>()
  for (const email of recordEmails) records.set(email, (records.get(email) ?? 0) + 1)
  const accepted = new Set(sent.accepted)
  const unanswered = new Set([...sent.unanswered].filter((email) => !accepted.has(email)))
  const held = (email: string) => (records.get(email) ?? 0) > 0
  let duplicated = 0
  let unknown = 0
  for (const [email, count] of records) {
    duplicated += count - 1
    if (!accepted.has(email) && !unanswered.has(email)) unknown += count
  }
  const delivered = [...accepted].filter(held).length
  return {
    accepted: accepted.size,
    delivered,
    lost: accepted.size - delivered,
    duplicated,
    unanswered: unanswered.size,
    unansweredDelivered: [...unanswered].filter(held).length,
    unknown,
  }
}

export type ChaosRun = {
  startedAt: string
  seconds: number
  kills: number
  /** Sends that got no answer (the instance killed under them) and went again, same id, to the other. */
  resent: number
  /** Requests the fake Airtable failed one at a time. */
  airtableFaults: number
  /** Times it answered 503 to everything for 2 s. */
  outages: number
  database: string
  drainSeconds: number
  tally: ChaosTally
}

export const CHAOS_HEADING = '## Chaos: two instances, SIGKILL and Airtable faults'

export function chaosSection(run: ChaosRun): string {
  const t = run.tally
  return `${CHAOS_HEADING}

\`pnpm chaos\` (bench/load/chaos.ts), ${run.startedAt}: two production servers (\`web/src/server/main.ts\`) on one
PostgreSQL database (${run.database}), contact messages sent to both for ${run.seconds} s while one of them,
at random, was killed with SIGKILL and started again (${run.kills} kills), and the fake Airtable failed
${run.airtableFaults} requests one at a time (503, 429, a dropped or cut-off answer after storing the record, a
3 s answer) and was down ${run.outages} times for 2 s. Then the faults stopped and the outbox drained (${run.drainSeconds} s). A message that got no answer was
sent again with the same submission id, as the form does, to the other instance (${run.resent} times).

Accepted (2xx) | Delivered | Lost | Duplicated in Airtable | Unanswered (killed under the request) | of which delivered
--- | --- | --- | --- | --- | ---
${t.accepted} | ${t.delivered} | ${t.lost} | ${t.duplicated} | ${t.unanswered} | ${t.unansweredDelivered}

Target: 0 lost, 0 duplicated${t.lost || t.duplicated ? ' — MISSED' : ' — met'}. An unanswered message was never confirmed to
the visitor (their form shows an error and keeps what they wrote); one stored before the kill is still
delivered, once.
`
}

/** The report with its chaos section put in (or replaced), so `pnpm chaos` can run after `pnpm load`. */
export function withChaosSection(report: string, section: string): string {
  const at = report.indexOf(CHAOS_HEADING)
  if (at === -1) return `${report.trimEnd()}\n\n${section}`
  const next = report.indexOf('\n## ', at + CHAOS_HEADING.length)
  return `${report.slice(0, at)}${section}${next === -1 ? '' : `\n${report.slice(next + 1)}`}`
}
