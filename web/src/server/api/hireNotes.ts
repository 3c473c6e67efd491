import { formatLongDate } from '../../lib/format/longDate.ts'
import { BUSINESS_CLOCK_LABEL, formatBusinessDateTime } from '../../lib/time/businessDay.ts'

/** The hire terms as the visitor saw and accepted them, and when the server received that acceptance. */
export type TermsSeen = { accepted: boolean; version: string | null; current: string | null; at: Date }

/** A label and its words: one row of what staff read beside an inquiry's own message. */
export type NoteRow = [label: string, value: string]

function termsWords({ accepted, version, current, at }: TermsSeen): string {
  if (!accepted) return 'not accepted'
  const when = `${formatBusinessDateTime(at)} (${BUSINESS_CLOCK_LABEL})`
  if (!version) return `accepted on ${when}`
  const which = `accepted the terms in effect from ${formatLongDate(version)}, on ${when}`
  return current && current !== version
    ? `${which}; the terms have since changed (now ${formatLongDate(current)})`
    : which
}

/**
 * What the site adds below the visitor's message for staff (docs/decisions/0021-hire-estimate-and-terms.md):
 * the venue postcode and how delivery stands, which hire terms were accepted and when, and the guest plan
 * (docs/decisions/0019). The Airtable record's
 * fields stay as they are (docs/operations.md, "Connect Airtable"), so this travels in Message, where staff read an inquiry anyway; the emails show
 * the same rows.
 */
export function hireNotes({
  postcode,
  delivery,
  terms,
  plan,
  estimate,
}: {
  postcode: string
  delivery: string | undefined
  terms: TermsSeen
  /** The guest plan in words (planLine.ts), when the visitor gave one. */
  plan?: string | undefined
  /** What the estimate leaves to staff, when the charges could not be read. */
  estimate?: string
}): { rows: NoteRow[]; text: string } {
  const rows: NoteRow[] = [
    ['Venue postcode', postcode ? (delivery ? `${postcode} (${delivery})` : postcode) : 'not given'],
    ...(estimate ? [['Estimate', estimate] satisfies NoteRow] : []),
    ['Hire terms', termsWords(terms)],
    ...(plan ? [['Event plan', plan] satisfies NoteRow] : []),
  ]
  return { rows, text: ['— Added by the website —', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n') }
}
