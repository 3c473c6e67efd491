import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Sql } from './sql.ts'

export type Unlisten = () => Promise<void>

/**
 * PostgreSQL's LISTEN/NOTIFY, the same on both backends: what one instance sends reaches every instance
 * listening on the same database (the HTML cache's drops, #32). Delivery is at most once: a listener that
 * was disconnected misses what was sent meanwhile, and hears of it through `onResume`.
 */
export interface Notifications {
  /** Sends `payload` (under 8000 bytes) to every listener of `channel`, when the statement commits. */
  notify(channel: string, payload: string): Promise<void>
  /**
   * Calls `onPayload` for each notification on `channel` (this process's own included), from the moment
   * the returned promise resolves; `onResume` after a lost connection came back, since some may be missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<Unlisten>
  close(): Promise<void>
}

const notifyThrough = (sql: Sql) => async (channel: string, payload: string) =>
  void (await sql.query('SELECT pg_notify($1, $2)', [channel, payload]))

/** The embedded PGlite: one session, so its notifications stay in the process (the only one on its folder). */
export function pgliteNotifications(db: PGlite, sql: Sql): Notifications {
  return {
    notify: notifyThrough(sql),
    listen: async (channel, onPayload) => {
      const unlisten = await db.listen(channel, onPayload)
      return () => unlisten()
    },
    // PGlite's own close ends its listeners.
    close: async () => {},
  }
}

type Listener = { channel: string; onPayload: (payload: string) => void; onResume?: () => void }

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`

/**
 * A `pg` server: notifications go through the pool, listening through one dedicated connection, opened at
 * the first `listen` and opened again (every `reconnectMs`) whenever it drops: a restart, a failover.
 */
export function pgNotifications(
  config: pg.ClientConfig,
  sql: Sql,
  { reconnectMs = 1000 }: { reconnectMs?: number } = {},
): Notifications {
  const listeners = new Set<Listener>()
  let client: Promise<pg.Client> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const channels = () => new Set([...listeners].map((listener) => listener.channel))

  async function connect(resumed: boolean): Promise<pg.Client> {
    const next = new pg.Client(config)
    next.on('notification', ({ channel, payload }) => {
      for (const listener of listeners) if (listener.channel === channel) listener.onPayload(payload ?? '')
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next))
    await next.connect()
    for (const channel of channels()) await next.query(`LISTEN ${quoted(channel)}`)
    if (resumed) for (const listener of listeners) listener.onResume?.()
    return next
  }

  function lost(which: pg.Client, error?: Error) {
    if (closed || !client) return
    void client.then(
      (current) => {
        if (current !== which) return
        console.error(`[data] listening connection lost${error ? `: ${error.message}` : ''}; reconnecting`)
        client = undefined
        which.removeAllListeners('end')
        void which.end().catch(() => {})
        scheduleReconnect()
      },
      () => {},
    )
  }

  function scheduleReconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      const attempt = connect(true)
      client = attempt
      attempt.catch((error: Error) => {
        if (client === attempt) client = undefined
        console.error(`[data] could not listen again: ${error.message}`)
        scheduleReconnect()
      })
    }, reconnectMs)
    retry.unref()
  }

  const connected = () => {
    if (!client) {
      const attempt = connect(false)
      client = attempt
      attempt.catch(() => client === attempt && (client = undefined))
    }
    return client
  }

  return {
    notify: notifyThrough(sql),
    async listen(channel, onPayload, onResume) {
      const listener = { channel, onPayload, onResume }
      const first = !channels().has(channel)
      listeners.add(listener)
      try {
        const current = await connected()
        if (first) await current.query(`LISTEN ${quoted(channel)}`)
      } catch (error) {
        listeners.delete(listener)
        throw error
      }
      return async () => {
        listeners.delete(listener)
        if (channels().has(channel)) return
        const current = await client?.catch(() => undefined)
        await current?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {})
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      listeners.clear()
      const current = await client?.catch(() => undefined)
      client = undefined
      current?.removeAllListeners('end')
      await current?.end().catch(() => {})
    },
  }
}
