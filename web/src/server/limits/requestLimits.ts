import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import type { ServerOptions } from 'node:http'
import { EMBEDDED_LAKE_PATH } from '../../lib/sanity/config.ts'
import { messagePage } from './messagePage.ts'

/** Every server-wide bound, its number and why: docs/decisions/0009-bounded-public-requests.md. */
export const REQUEST_LIMITS = {
  /** Path and query; @sanity/client switches to POST above 11,264 characters of query string. */
  maxUrlChars: 12 * 1024,
  /** The request line and headers together (Node answers 431 past it). */
  maxHeaderBytes: 16 * 1024,
  /** A client that has not sent its headers by then is cut off (slow-loris). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 30_000,
  /** Rendering one page, content included; a page takes 20–200 ms when the machine is loaded. */
  renderMs: 8_000,
  /** A content-lake answer: a 2 s query or a queued image transform fits well inside. */
  contentMs: 10_000,
  /** Margin above the visitor's Airtable deadline for a form request's own work. */
  formMarginMs: 5_000,
} as const

/** The Node HTTP server's own bounds, for `serve({ serverOptions })` and `createServer`. */
export const nodeServerOptions: ServerOptions = {
  maxHeaderSize: REQUEST_LIMITS.maxHeaderBytes,
  headersTimeout: REQUEST_LIMITS.headersTimeoutMs,
  requestTimeout: REQUEST_LIMITS.requestTimeoutMs,
}

const isContentPath = (path: string) => path.startsWith(`${EMBEDDED_LAKE_PATH}/`)

/** 414 for an address longer than any the site or @sanity/client makes. */
export const limitUrlLength = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url)
  if (url.pathname.length + url.search.length <= REQUEST_LIMITS.maxUrlChars) return next()
  const description = `The address is longer than ${REQUEST_LIMITS.maxUrlChars} characters.`
  if (isContentPath(url.pathname)) return c.json({ error: { description, type: 'uriTooLong' } }, 414)
  return c.text(description, 414)
}

function timedOut(c: Context): HTTPException {
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' }
  const path = c.req.path
  if (isContentPath(path)) {
    const body = { error: { description: 'The content service took too long to answer.', type: 'gatewayTimeout' } }
    return new HTTPException(504, { res: Response.json(body, { status: 504, headers }) })
  }
  if (path.startsWith('/api/')) {
    const body = {
      error: 'timeout',
      message: 'The server took too long to answer. Nothing you typed is lost: please try again.',
    }
    return new HTTPException(504, { res: Response.json(body, { status: 504, headers }) })
  }
  const page = messagePage('This page is taking longer than usual. Please try again in a moment.')
  return new HTTPException(503, {
    res: new Response(page, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=UTF-8' } }),
  })
}

/**
 * An answer within a bounded time for every request: 503 for a page whose render overran, 504 for
 * anything else. The work that overran is not cancelled (a render cannot be), only no longer
 * awaited; the HTML cache still keeps its result for the next visitor.
 */
export type TimeLimits = { formDeadlineMs: number; renderMs?: number; contentMs?: number }

export function limitRequestTime({
  formDeadlineMs,
  renderMs = REQUEST_LIMITS.renderMs,
  contentMs = REQUEST_LIMITS.contentMs,
}: TimeLimits): MiddlewareHandler {
  const content = timeout(contentMs, timedOut)
  const forms = timeout(formDeadlineMs + REQUEST_LIMITS.formMarginMs, timedOut)
  const pages = timeout(renderMs, timedOut)
  return (c, next) => {
    const path = c.req.path
    return (isContentPath(path) ? content : path.startsWith('/api/') ? forms : pages)(c, next)
  }
}
