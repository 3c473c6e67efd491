import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Notifications } from '../data/notifications.ts'
import { EVERY_PAGE } from './affectedPages.ts'

/** The channel every instance on one database hears page drops on. */
export const PAGE_DROPS_CHANNEL = 'page_drops'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a longer list becomes "every page". */
const MAX_PAYLOAD_BYTES = 7000

const Message = z.object({ from: z.string(), paths: z.array(z.string()).max(10_000) })

export type SharedDrops = {
  /** Drops `paths` here, then tells the other instances; rejects when the telling failed. */
  drop(paths: string[]): Promise<string[]>
  /** Resolves once this instance hears the others' drops. */
  listening: Promise<unknown>
}

/**
 * The HTML cache is per instance; a publish webhook reaches one of them. Each drop is sent over the
 * database (LISTEN/NOTIFY) so every instance on it forgets the same pages at once (well within 2 s).
 * A listener that lost its connection may have missed drops: it forgets every page once back.
 */
export function sharePageDrops(
  dropHere: (paths: string[]) => string[],
  notifications: Promise<Notifications>,
  instance: string = randomUUID(),
): SharedDrops {
  const onPayload = (payload: string) => {
    const message = Message.safeParse(JSON.parse(payload || 'null'))
    if (message.success && message.data.from !== instance) dropHere(message.data.paths)
  }
  const listening = notifications.then((channel) =>
    channel.listen(
      PAGE_DROPS_CHANNEL,
      (payload) => {
        try {
          onPayload(payload)
        } catch (error) {
          console.error('Revalidate: an unreadable page drop from another instance', error)
        }
      },
      () => dropHere([EVERY_PAGE]),
    ),
  )
  listening.catch((error: unknown) => console.error('Revalidate: not listening for other instances’ drops', error))

  return {
    listening,
    async drop(paths) {
      const dropped = dropHere(paths)
      let payload = JSON.stringify({ from: instance, paths })
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        payload = JSON.stringify({ from: instance, paths: [EVERY_PAGE] })
      await (await notifications).notify(PAGE_DROPS_CHANNEL, payload)
      return dropped
    },
  }
}
