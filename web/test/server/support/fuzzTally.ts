/** Answers per kind of generated request: kind → outcome (see `outcomeOf`) → count. */
export type Tally = Map<string, Record<string, number>>

const OUTCOMES = [
  'stored (201)',
  'bot, dropped (201)',
  'invalid (400)',
  'too large (413)',
  'not JSON (415)',
  'server error (5xx)',
]

/** A column name that is not a number, so console.table keeps the columns in this order. */
export function outcomeOf(status: number, bot: boolean) {
  if (status === 201) return OUTCOMES[bot ? 1 : 0]!
  const known = OUTCOMES.find((outcome) => outcome.includes(`(${status})`))
  return known ?? (status >= 500 ? OUTCOMES[5]! : `other (${status})`)
}

export function count(tally: Tally, kind: string, outcome: string) {
  const row = tally.get(kind) ?? {}
  row[outcome] = (row[outcome] ?? 0) + 1
  tally.set(kind, row)
}

/** One row per kind and a total, with a column per outcome, for console.table. */
export function tallyTable(tally: Tally) {
  const rows: Record<string, Record<string, number>> = {}
  const total: Record<string, number> = {}
  for (const [kind, outcomes] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
    const row: Record<string, number> = { requests: 0 }
    for (const outcome of [...OUTCOMES, ...Object.keys(outcomes)]) row[outcome] = outcomes[outcome] ?? 0
    row.requests = Object.values(outcomes).reduce((sum, count) => sum + count, 0)
    rows[kind] = row
    for (const [column, count] of Object.entries(row)) total[column] = (total[column] ?? 0) + count
  }
  rows.total = total
  return rows
}
