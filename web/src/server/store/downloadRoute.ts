import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import type { DownloadTokens } from './downloadToken.ts'
import { accessOf, type Access } from './orderState.ts'
import type { Orders } from './orders.ts'

/**
 * GET /api/downloads/{token}: the guide of a signed link, counted against its order's allowance whichever
 * link is used. Tampered or unknown: 404. The order's 7 days over or its 5 downloads used: to the page
 * that offers the link again. Refunded in full: to that page with no file and no offer. The files are
 * read from STORE_FILES_DIR only here.
 */
export function createDownloadRoute({
  tokens,
  orders,
  filesDir,
  now = () => Date.now(),
}: {
  tokens: DownloadTokens
  orders: Orders
  filesDir: string
  now?: () => number
}) {
  const app = new Hono()
  const notFound = (c: Context) =>
    c.json({ error: 'not_found', message: 'This download link is not valid.' }, 404, { 'Cache-Control': 'no-store' })

  app.get('/api/downloads/:token', async (c) => {
    const token = c.req.param('token')
    const link = tokens.read(token)
    const order = link ? await orders.forLink(link) : undefined
    if (!link || !order || order.file !== link.file) return notFound(c)
    const refused = (reason: Exclude<Access, 'open'>) =>
      c.redirect(
        `/store/link-expired?${new URLSearchParams(reason === 'refunded' ? { reason } : { reason, link: token })}`,
        303,
      )
    const access = accessOf(order.allowance, now())
    if (access !== 'open') return refused(access)
    let bytes: Buffer
    try {
      bytes = await readFile(join(filesDir, link.file))
    } catch {
      console.error(`[store] guide file ${link.file} of order #${order.id} is missing from ${filesDir}`)
      return notFound(c)
    }
    // A HEAD (a mail scanner checking the link) shows the file is there without spending a download.
    if (c.req.method === 'GET' && !(await orders.countDownload(order, now()))) {
      // Another request took the last download (or the refund landed) since the check above.
      const after = accessOf((await orders.order(order.id))!.allowance, now())
      return refused(after === 'open' ? 'used' : after)
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${link.file}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    })
  })
  return app
}
