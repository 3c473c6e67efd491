import { HIRE_FIELDS as F } from '@amaranth/schemas/airtable'
import { checkAvailabilityDate, formatEventDay } from '../../availability/calendarDay.ts'
import { overLimit, type CountsOnDate } from '../../availability/listCheck.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import type { RecordFields, SubmissionDetails } from '../api/recordWriter.ts'

/** The counts on a date, or undefined when they are not known in time (the inquiry never waits long for them). */
export type CountsOn = (date: string) => Promise<CountsOnDate | undefined>

/** How long an inquiry waits for availability before it is stored without the note. */
const WAIT_MS = 1_500

/**
 * Marks, for staff, the lines of a hire request that ask for more than is free on its date: in Airtable,
 * ` (only N free on {date})` after the line's Items text (the line still reads as `{name} x {quantity}`,
 * so once Confirmed it holds what was asked); in the notification email, a list of them
 * (`details.overLimit`). The visitor was told on their list and could still send it: staff may source more.
 */
export async function markOverLimit(
  request: EquipmentHireRequest,
  record: { fields: RecordFields; details: SubmissionDetails },
  countsOn: CountsOn | undefined,
): Promise<{ fields: RecordFields; details: SubmissionDetails }> {
  const date = request.eventDate
  if (!countsOn || !request.items.length || !checkAvailabilityDate(date, businessToday()).ok) return record
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WAIT_MS)
  })
  const counts = await Promise.race([countsOn(date).catch(() => undefined), late]).finally(() => clearTimeout(timer))
  if (!counts) return record
  const over = new Map(overLimit(request.items, counts).map(({ line, free }) => [line, free]))
  if (!over.size) return record
  const day = formatEventDay(date)
  const named = record.details.items ?? []
  const lines = String(record.fields[F.items] ?? '').split('\n')
  const overLimitNotes: string[] = []
  request.items.forEach((item, i) => {
    const free = over.get(item)
    if (free === undefined || lines[i] === undefined) return
    lines[i] = `${lines[i]} (only ${free} free on ${day})`
    overLimitNotes.push(`${named[i]?.name ?? item.productId}: ${item.quantity} asked, ${free} free on ${day}`)
  })
  return {
    fields: { ...record.fields, [F.items]: lines.join('\n') },
    details: { ...record.details, overLimit: overLimitNotes },
  }
}
