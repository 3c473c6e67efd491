import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeliveryError } from '../../src/server/api/deliveryError.ts'
import { onceWithinDeadline } from '../../src/server/api/onceWithinDeadline.ts'
import { TABLES, type CreatedRecord, type RecordWriter } from '../../src/server/api/recordWriter.ts'

const FIELDS = { 'Full Name': 'Olivia Hart', Message: 'Hello' }
const ID = 'submission-0123456789'

/** A store whose writes the test settles by hand. */
function manualStore() {
  const pending: Array<{ resolve: (record: CreatedRecord) => void; reject: (error: unknown) => void }> = []
  const writer: RecordWriter = {
    name: 'sqlite',
    create: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
  }
  return { writer, pending, succeed: (i: number) => pending[i]!.resolve({ id: `rec${i}`, createdTime: '' }) }
}

afterEach(() => vi.useRealTimers())

describe('onceWithinDeadline', () => {
  it('answers with a timeout at the deadline while the write runs on', async () => {
    vi.useFakeTimers()
    const store = manualStore()
    const once = onceWithinDeadline(store.writer, { deadlineMs: 3000 })
    const answer = once.create(TABLES.contactMessages, FIELDS, ID).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(3000)
    const error = (await answer) as DeliveryError
    expect(error).toBeInstanceOf(DeliveryError)
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('Failed to create record in Contact Messages: no answer within 3 s')
    // The retry joins the same write rather than starting another.
    const retry = once.create(TABLES.contactMessages, FIELDS, ID)
    store.succeed(0)
    await expect(retry).resolves.toEqual({ id: 'rec0', createdTime: '' })
    expect(store.pending).toHaveLength(1)
  })

  it('writes again after a write that failed', async () => {
    const store = manualStore()
    const once = onceWithinDeadline(store.writer, { deadlineMs: 1000 })
    const first = once.create(TABLES.contactMessages, FIELDS, ID)
    store.pending[0]!.reject(new DeliveryError(TABLES.contactMessages, 'service-unavailable', 'down', 503))
    await expect(first).rejects.toMatchObject({ kind: 'service-unavailable' })
    const retry = once.create(TABLES.contactMessages, FIELDS, ID)
    store.succeed(1)
    await expect(retry).resolves.toMatchObject({ id: 'rec1' })
  })

  it('keeps submissions apart by id, by table and by fields', async () => {
    const store = manualStore()
    const once = onceWithinDeadline(store.writer, { deadlineMs: 1000 })
    void once.create(TABLES.contactMessages, FIELDS, ID)
    void once.create(TABLES.contactMessages, FIELDS, `${ID}-other`)
    void once.create(TABLES.equipmentHireRequests, FIELDS, ID)
    void once.create(TABLES.contactMessages, { ...FIELDS, Message: 'Hello again' }, ID)
    void once.create(TABLES.contactMessages, FIELDS, ID)
    expect(store.pending).toHaveLength(4)
    store.pending.forEach((_, i) => store.succeed(i))
  })

  it('forgets delivered submissions after rememberMs, and the oldest beyond maxRemembered', async () => {
    vi.useFakeTimers()
    const store = manualStore()
    const once = onceWithinDeadline(store.writer, { deadlineMs: 1000, rememberMs: 60_000, maxRemembered: 2 })
    const send = (id: string) => {
      const answer = once.create(TABLES.contactMessages, FIELDS, id)
      store.succeed(store.pending.length - 1)
      return answer
    }
    await send('first-submission-id')
    await send('first-submission-id')
    expect(store.pending).toHaveLength(1)
    await send('second-submission-id')
    await send('third-submission-id') // full: the first is forgotten
    await send('first-submission-id')
    expect(store.pending).toHaveLength(4)

    await vi.advanceTimersByTimeAsync(60_001)
    await send('fourth-submission-id') // sweeps everything older than a minute
    await send('third-submission-id')
    expect(store.pending).toHaveLength(6)
  })
})
