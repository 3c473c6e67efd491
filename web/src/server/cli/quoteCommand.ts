import type { StatusRows } from '../data/statuses.ts'
import type { QuoteRecords } from '../booking/quoteRecord.ts'
import { sendQuote, type QuoteFlow } from '../booking/quoteWatcher.ts'

/**
 * `pnpm inquiries quote <id>`: what the quote watcher does for one record, now, printing the link.
 * Offline (no AIRTABLE_TOKEN) `<id>` is the local hire request's # and it is set to Quoted first, as
 * staff would in Airtable; with Airtable it is the record id (`rec…`), whose Status staff set to Quoted.
 * Returns the exit code, and the outbox row queued, for the caller to attempt at once.
 */
export async function runQuoteCommand(
  id: string | undefined,
  { flow, records, statuses }: { flow: QuoteFlow | undefined; records: QuoteRecords; statuses: StatusRows },
): Promise<{ code: number; submission?: number }> {
  const usage = flow?.airtable
    ? 'Usage: pnpm inquiries quote <record id> (rec…, from Airtable)'
    : 'Usage: pnpm inquiries quote <id> (the # shown by pnpm inquiries)'
  if (!flow) {
    console.error('Quote links need booking online: set STRIPE_SECRET_KEY and PUBLIC_SITE_URL as the server has them.')
    return { code: 1 }
  }
  if (!id) {
    console.error(usage)
    return { code: 1 }
  }
  if (!flow.airtable && !(await statuses.set(Number(id), 'Quoted'))) {
    console.error(`No hire request #${id}. ${usage}`)
    return { code: 1 }
  }
  const record = await records.read(id, { fresh: true })
  if (!record) {
    console.error(`No hire request ${id}. ${usage}`)
    return { code: 1 }
  }
  if (record.status !== 'Quoted') {
    console.error(`${id} has Status ${record.status ?? '(empty)'}: set it to Quoted in Airtable first.`)
    return { code: 1 }
  }
  const sent = await sendQuote(flow, record)
  if ('refused' in sent) {
    console.error(`${id} was not quoted: ${sent.refused}.`)
    return { code: 1 }
  }
  console.log(
    `${sent.link}\nValid until ${sent.validUntil}. ` +
      (sent.queued
        ? `Queued: ${[flow.airtable && 'the link into the record', record.email && `the email to ${record.email}`].filter(Boolean).join(' and ') || 'nothing to send (no email address)'}; \`pnpm inquiries\` shows the deliveries.`
        : 'Sent before: nothing queued again.'),
  )
  return { code: 0, submission: sent.submission }
}
