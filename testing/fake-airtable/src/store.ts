import type { Fields } from './base.ts'

/** One request as the fake saw it, refused and failed ones included. */
export type Seen = {
  method: string
  /** Absolute, as sent: `${fake.url}/v0/{baseId}/{table}/`. */
  url: string
  headers: Record<string, string | string[] | undefined>
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown
}

/** One record as stored: what Airtable keeps (empty cells are absent) beside the request it came from. */
export type Received = {
  table: string
  baseId: string
  authorization: string
  body: { fields: Fields }
  record: { id: string; createdTime: string; fields: Fields }
}

/** The Email of a creation's fields, or of an update's first record: what fault markers are read from. */
export function emailOf(body: unknown): string | undefined {
  const { fields, records } = (body ?? {}) as { fields?: Fields; records?: Array<{ fields?: Fields }> }
  const email = (fields ?? (Array.isArray(records) ? records[0]?.fields : undefined))?.Email
  return typeof email === 'string' ? email : undefined
}

/** A comment on a record, as staff see it in the record's activity. */
export type Comment = { id: string; table: string; recordId: string; text: string; createdTime: string }

/** The fake's one store: every request it saw and every record it created, in order of arrival. */
export function createStore() {
  const requests: Seen[] = []
  const received: Received[] = []
  const comments: Comment[] = []
  return {
    requests,
    received,
    comments,
    /** Adds a comment to a record, as `POST …/{recordId}/comments` does. */
    comment(table: string, recordId: string, text: string): Comment {
      const comment = {
        id: `com${String(comments.length + 1).padStart(14, '0')}`,
        table,
        recordId,
        text,
        createdTime: new Date().toISOString(),
      }
      comments.push(comment)
      return comment
    },
    /** Requests seen whose body carried this Email, failed ones included. */
    attempts: (email: string) => requests.filter((request) => emailOf(request.body) === email).length,
    /** Stores a record as Airtable does: an id, a created time, and no empty cells. */
    create(table: string, baseId: string, authorization: string, body: { fields: Fields }) {
      const fields = Object.fromEntries(Object.entries(body.fields).filter(([, v]) => v !== '' && v !== null))
      const record = {
        id: `rec${String(received.length + 1).padStart(14, '0')}`,
        createdTime: new Date().toISOString(),
        fields,
      }
      received.push({ table, baseId, authorization, body, record })
      return record
    },
    /**
     * Writes an update's fields into a record, as Airtable does: PATCH sets the cells named (an empty
     * value clears one), PUT (`replace`) also clears every cell not named. `body` follows, as if the
     * record had been created as it now stands.
     */
    update(entry: Received, fields: Fields, replace = false) {
      if (replace) entry.record.fields = {}
      for (const [name, value] of Object.entries(fields)) {
        if (value === '' || value === null) delete entry.record.fields[name]
        else entry.record.fields[name] = value
      }
      entry.body = { fields: replace ? fields : { ...entry.body.fields, ...fields } }
      return entry.record
    },
  }
}

export type Store = ReturnType<typeof createStore>
