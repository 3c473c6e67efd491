import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AIRTABLE_BASE, HIRE_STATUSES, type AirtableFieldType, type AirtableTable } from '@amaranth/schemas/airtable'
import { describe, expect, it } from 'vitest'

/**
 * The docs staff set the base up from say what the field map (`@amaranth/schemas/airtable`) says: every
 * field of each table in a field table, with its type in the words Airtable shows, and the Status options
 * in order. A field the site writes and the docs leave out is one staff never add; a type the docs get
 * wrong is a write Airtable refuses.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8')

/** The words a field table may use for each type of the map. */
const DOC_WORDS: Record<AirtableFieldType, string[]> = {
  text: ['text', 'single line text', 'long text'],
  number: ['number'],
  currency: ['currency'],
  date: ['date'],
  dateTime: ['date, with "Include time" on'],
  url: ['URL'],
  singleSelect: ['single select'],
}

type DocField = { name: string; type: string }

/**
 * The rows of the first table (header `| Field | Type | …`) in the section under the heading `heading`
 * (its whole line, e.g. `### Contact Messages`), up to the next heading of the same level or higher.
 */
function fieldTable(markdown: string, heading: string): DocField[] {
  const lines = markdown.split('\n')
  const from = lines.findIndex((line) => line.trim() === heading)
  if (from < 0) return []
  const level = heading.indexOf(' ')
  const end = lines.findIndex((line, index) => index > from && new RegExp(`^#{1,${level}} `).test(line))
  const section = lines.slice(from + 1, end < 0 ? undefined : end)
  const header = section.findIndex((line) => /^\|\s*Field\s*\|\s*Type\s*\|/.test(line))
  if (header < 0) return []
  const rows: DocField[] = []
  for (const line of section.slice(header + 2)) {
    if (!line.startsWith('|')) break
    const [, field = '', type = ''] = line.split('|').map((cell) => cell.trim())
    rows.push({ name: field.replace(/^`|`$/g, ''), type })
  }
  return rows
}

/** The backticked names in `text`, in order. */
const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)

const inquiries = read('docs/product/inquiries.md')
const operations = read('docs/operations.md')
const staffGuide = read('docs/staff-guide.md')

const documented: Record<AirtableTable, DocField[]> = {
  'Equipment Hire Requests': [
    ...fieldTable(inquiries, '### Equipment Hire Requests'),
    ...fieldTable(operations, '## Connect Airtable'),
  ],
  'Contact Messages': fieldTable(inquiries, '### Contact Messages'),
}

const tables = Object.keys(AIRTABLE_BASE) as AirtableTable[]
const mapFields = (table: AirtableTable): Record<string, { type: AirtableFieldType }> => AIRTABLE_BASE[table]

describe('the Airtable field tables in the docs', () => {
  it('are found', () => {
    expect(fieldTable(inquiries, '### Equipment Hire Requests').length).toBeGreaterThan(5)
    expect(fieldTable(operations, '## Connect Airtable').length).toBeGreaterThan(3)
    expect(documented['Contact Messages'].length).toBeGreaterThan(3)
  })

  it.each(tables)('name only fields of %s that the map has, each with its type', (table) => {
    const wrong = documented[table]
      .filter(({ name, type }) => {
        const spec = mapFields(table)[name]
        return !spec || !DOC_WORDS[spec.type].includes(type)
      })
      .map(({ name, type }) => `${name}: ${type} (the map: ${mapFields(table)[name]?.type ?? 'no such field'})`)
    expect(wrong).toEqual([])
  })

  it.each(tables)('document every field of %s in the map (Status in its own paragraph)', (table) => {
    const names = new Set([...documented[table].map(({ name }) => name), 'Status'])
    expect(Object.keys(mapFields(table)).filter((name) => !names.has(name))).toEqual([])
  })

  it("list the fields each table needs in operations.md's set-up paragraph as the map names them", () => {
    const needs = /the tables `Equipment Hire Requests` \(([^)]+)\) and `Contact Messages` \(([^)]+)\)/.exec(
      operations.replace(/\s+/g, ' '),
    )
    expect(needs).not.toBeNull()
    const unknown = [
      ...ticked(needs![1]!).filter((name) => !(name in AIRTABLE_BASE['Equipment Hire Requests'])),
      ...ticked(needs![2]!).filter((name) => !(name in AIRTABLE_BASE['Contact Messages'])),
    ]
    expect(unknown).toEqual([])
  })
})

describe('the Status options in the docs', () => {
  const flat = (text: string) => text.replace(/\s+/g, ' ')

  it('are the map’s, in order, in operations.md', () => {
    const options = /single-select field \*\*`Status`\*\*[^.]*? with the options ((?:`[^`]+`(?:, )?)+)/.exec(
      flat(operations),
    )
    expect(ticked(options?.[1] ?? '')).toEqual([...HIRE_STATUSES])
  })

  it('are the map’s, in order, in the staff guide', () => {
    const options = /\*\*`Status`\*\* is ((?:`[^`]+`(?:, | or )?)+)/.exec(flat(staffGuide))
    expect(ticked(options?.[1] ?? '')).toEqual([...HIRE_STATUSES])
  })

  it('are the map’s, in order, in product/inquiries.md', () => {
    const options = /\*\*`Status`\*\* \(single select: ([^)]+)\)/.exec(flat(inquiries))
    expect((options?.[1] ?? '').split(', ')).toEqual([...HIRE_STATUSES])
  })
})

describe('the table reader', () => {
  it('reads the first field table of the named section only', () => {
    const markdown = [
      '## Connect Airtable',
      'Some words.',
      '| Field | Type | Who |',
      '| ----- | ---- | --- |',
      '| `Quote Link` | URL | the site |',
      '',
      '| Field | Type | Who |',
      '| ----- | ---- | --- |',
      '| `Later` | text | not this one |',
      '## Email',
      '| Field | Type | Who |',
      '| ----- | ---- | --- |',
      '| `Other` | text | nor this |',
    ].join('\n')
    expect(fieldTable(markdown, '## Connect Airtable')).toEqual([{ name: 'Quote Link', type: 'URL' }])
  })
})
