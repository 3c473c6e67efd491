import { LINE_QUANTITY_MAX } from '../planning/lineQuantity.ts'
import type { HireListItem } from './hireListStorage.ts'

/**
 * The share link's list, version 1 (docs/decisions/0011-share-link-format.md). Only product ids,
 * variant keys and quantities travel: no names, no prices, nothing about the visitor.
 *
 *   /hire-list/shared?items=catering-tableware-1*60~-6*60~decor-1.v2*12~-21.v3*4~linen-3*60.k7q2
 *
 * - Lines are separated by `~`: `{id}[.{variantKey}][*{quantity}]`; no quantity means 1.
 * - An id starting with `-` continues the previous line's id up to its last hyphen
 *   (`decor-1` then `-21` is `decor-21`), so a category prefix is written once per run.
 * - The last `.` group after the final line is a check of four base-36 characters over everything
 *   before it, so a link cut short or edited by hand is recognised as such.
 * Every character is one that `encodeURIComponent` leaves alone, so the link is the same
 * whether a phone, a mail program or the router writes it out.
 */
export const SHARED_LIST_PATH = '/hire-list/shared'
export const MAX_SHARED_LINES = 200
export const MAX_SHARED_CHARS = 6000
export const MAX_SHARED_QUANTITY = LINE_QUANTITY_MAX

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const VARIANT = /^[A-Za-z0-9_]{1,40}$/
const LINE = /^(-?[a-z0-9]+(?:-[a-z0-9]+)*)(?:\.([A-Za-z0-9_]{1,40}))?(?:\*([1-9][0-9]{0,2}))?$/

/** FNV-1a over the text, as four base-36 characters. */
function check(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0')
}

const prefixOf = (id: string) => id.slice(0, id.lastIndexOf('-') + 1)

/** Whether a line can travel in a link (ids and variant keys as the CMS allows them). */
export const isShareable = (item: HireListItem) =>
  ID.test(item.productId) && (!item.variantKey || VARIANT.test(item.variantKey))

/** The `items` value for a list; quantities above 999 travel as 999. */
export function encodeSharedList(items: readonly HireListItem[]): string {
  let previous = ''
  const lines = items.filter(isShareable).map((item) => {
    const prefix = prefixOf(previous)
    const id =
      prefix && item.productId.startsWith(prefix) && prefixOf(item.productId) === prefix
        ? `-${item.productId.slice(prefix.length)}`
        : item.productId
    previous = item.productId
    const quantity = Math.min(MAX_SHARED_QUANTITY, Math.max(1, Math.floor(item.quantity)))
    return `${id}${item.variantKey ? `.${item.variantKey}` : ''}${quantity > 1 ? `*${quantity}` : ''}`
  })
  const body = lines.join('~')
  return `${body}.${check(body)}`
}

/** The path and query of a share link, to put after the site's origin. */
export const sharedListHref = (items: readonly HireListItem[]) => `${SHARED_LIST_PATH}?items=${encodeSharedList(items)}`

export type SharedListResult =
  { ok: true; items: HireListItem[] } | { ok: false; reason: 'missing' | 'malformed' | 'changed' }

/**
 * Reads an `items` value back. It never throws: a value that is absent, malformed, too long, or
 * whose check does not match comes back as `ok: false` with the reason, for the page to explain.
 * The same product and variant given twice is read as one line with the quantities added.
 */
export function decodeSharedList(value: unknown): SharedListResult {
  if (typeof value === 'number') value = String(value)
  if (typeof value !== 'string' || value === '') return { ok: false, reason: 'missing' }
  if (value.length > MAX_SHARED_CHARS) return { ok: false, reason: 'malformed' }
  const dot = value.lastIndexOf('.')
  const body = value.slice(0, dot)
  const sum = value.slice(dot + 1)
  if (dot < 1 || !/^[0-9a-z]{4}$/.test(sum)) return { ok: false, reason: 'malformed' }
  if (check(body) !== sum) return { ok: false, reason: 'changed' }
  const parts = body.split('~')
  if (parts.length > MAX_SHARED_LINES) return { ok: false, reason: 'malformed' }
  const items: HireListItem[] = []
  let previous = ''
  for (const part of parts) {
    const match = LINE.exec(part)
    if (!match) return { ok: false, reason: 'malformed' }
    const [, token, variantKey, quantity] = match
    const productId = token!.startsWith('-') ? `${prefixOf(previous)}${token!.slice(1)}` : token!
    if (!ID.test(productId) || (token!.startsWith('-') && !prefixOf(previous)))
      return { ok: false, reason: 'malformed' }
    previous = productId
    const amount = quantity ? Number(quantity) : 1
    const same = items.find((item) => item.productId === productId && item.variantKey === variantKey)
    if (same) same.quantity = Math.min(MAX_SHARED_QUANTITY, same.quantity + amount)
    else items.push({ productId, ...(variantKey ? { variantKey } : {}), quantity: amount })
  }
  return { ok: true, items }
}

export { validateSharedListSearch } from './sharedListSearch.ts'
