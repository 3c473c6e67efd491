import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type sharpFactory from 'sharp'
import type { Sharp } from 'sharp'
import { DEFAULT_QUALITY, snapQuality, snapToLadder } from '../lib/sanity/imageWidths.ts'

/**
 * A small subset of Sanity's image pipeline (the parameters @sanity/image-url emits):
 * rect, w, h, dpr, fit, q, fm, auto=format. Enough for srcset, crops and hotspots offline.
 *
 * Every request is first reduced to a plan whose cost is bounded (IMAGE_LIMITS), and the plan, not
 * the URL, is what the route caches. A plan holds only what the site itself asks for: widths on the
 * shared ladder, the site's qualities, its formats (WebP, or the source's own JPEG or PNG), its two
 * fits (a crop when both sides are given, else within the width), never enlarged, never blurred.
 * Anything else in a URL is snapped to the nearest of those and answered with that image, so a
 * client varying a parameter gets images already made instead of new work (docs/decisions/0009).
 */
export type TransformedImage = { body: Uint8Array; contentType: string; etag: string }

/** The bounds of one transform; the decision record explains each number. */
export const IMAGE_LIMITS = {
  /** Longest side of any answer, after dpr: the ladder's top rung. */
  longestSide: 2560,
  /** Pixels of any answer, after dpr: 4 MP, a 2048² square (2560×1600 still fits). */
  maxPixels: 2048 * 2048,
  /** dpr, as Sanity documents it. */
  maxDpr: 3,
} as const

const FORMATS = { jpg: 'image/jpeg', pjpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
type Format = keyof typeof FORMATS
/** The site's fits: `crop` (cover) when it gives both sides, else the default `max` (inside). */
type SharpFit = 'cover' | 'inside'
type Size = { width: number; height: number }

/** Everything a transform does, bounded; `JSON.stringify` of it is the cache key. */
export type TransformPlan = {
  format: Format
  rect?: { left: number; top: number; width: number; height: number }
  resize?: { width?: number; height?: number; fit: SharpFit; withoutEnlargement: true }
  /** JPEG and WebP only: a PNG is lossless, so every `q` is the same PNG. */
  quality?: number
}

function positiveInt(value: string | null, max: number): number | undefined {
  if (value === null) return undefined
  const parsed = Math.round(Number(value))
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : undefined
}

/**
 * WebP when asked for (`fm=webp`, or `auto=format` from a browser that takes it), else the source's
 * own format: the site asks for nothing else (`fm=jpg` for share images of JPEG sources). A PNG of a
 * photograph, or a progressive JPEG, is answered with the JPEG.
 */
function outputFormat(search: URLSearchParams, accept: string, extension: string): Format {
  const explicit = search.get('fm')
  if (explicit === 'webp') return 'webp'
  if (!explicit && search.get('auto') === 'format' && accept.includes('image/webp')) return 'webp'
  return extension === 'png' && explicit !== 'jpg' ? 'png' : 'jpg'
}

/** The rect parameter, clipped to the source (sharp refuses an area outside it). */
function rectWithin(value: string | null, source: Size): TransformPlan['rect'] {
  const rect = value?.split(',').map((n) => Math.round(Number(n)))
  if (rect?.length !== 4 || !rect.every((n) => Number.isFinite(n) && n >= 0)) return undefined
  const [left, top, width, height] = rect as [number, number, number, number]
  if (left >= source.width || top >= source.height) return undefined
  const clipped = {
    left,
    top,
    width: Math.min(width, source.width - left),
    height: Math.min(height, source.height - top),
  }
  return clipped.width > 0 && clipped.height > 0 ? clipped : undefined
}

/** The size sharp will produce for this resize of `source` (an upper bound for `cover`). */
function outputSize(source: Size, resize: TransformPlan['resize']): Size {
  if (!resize) return source
  const { width, height, fit } = resize
  const sx = width ? width / source.width : undefined
  const sy = height ? height / source.height : undefined
  let scale =
    sx === undefined || sy === undefined ? (sx ?? sy)! : fit === 'inside' ? Math.min(sx, sy) : Math.max(sx, sy)
  if (resize.withoutEnlargement) scale = Math.min(scale, 1)
  const scaled = { width: Math.round(source.width * scale), height: Math.round(source.height * scale) }
  return fit === 'cover' && width && height
    ? { width: Math.min(scaled.width, width), height: Math.min(scaled.height, height) }
    : scaled
}

/**
 * The bounded plan for a request on an image of `sourceSize`, or null when the answer is the file
 * itself. Width × dpr snaps up to the ladder (height follows proportionally); whatever the fit,
 * the answer's own size is then held within the longest side and the pixel budget, shrinking
 * the requested box in proportion, so a request within the bounds is drawn exactly as asked.
 */
export function planTransform(
  search: URLSearchParams,
  accept: string,
  extension: string,
  sourceSize: Size,
): TransformPlan | null {
  const format = outputFormat(search, accept, extension)
  const untouched = ![...search.keys()].some((key) => key !== 'auto' || format !== extension)
  if (untouched) return null

  const rect = rectWithin(search.get('rect'), sourceSize)
  const source = rect ?? sourceSize
  const dpr = Math.min(Math.max(Number(search.get('dpr') ?? 1) || 1, 1), IMAGE_LIMITS.maxDpr)
  // Past the ladder's top the value no longer matters: cap it before any arithmetic.
  const requestedWidth = positiveInt(search.get('w'), 10_000)
  const requestedHeight = positiveInt(search.get('h'), 10_000)
  let resize: TransformPlan['resize']
  if (requestedWidth) {
    const width = snapToLadder(requestedWidth * dpr)
    const height = requestedHeight ? Math.max(1, Math.round((requestedHeight * width) / requestedWidth)) : undefined
    resize = { width, height, fit: height ? 'cover' : 'inside', withoutEnlargement: true }
  } else if (requestedHeight) {
    resize = { height: snapToLadder(requestedHeight * dpr), fit: 'inside', withoutEnlargement: true }
  }

  const size = outputSize(source, resize)
  const shrink = Math.min(
    1,
    IMAGE_LIMITS.longestSide / Math.max(size.width, size.height),
    Math.sqrt(IMAGE_LIMITS.maxPixels / (size.width * size.height)),
  )
  if (shrink < 1) {
    // The answer keeps its shape (size's proportions), drawn into a box that fits the limits.
    const bounded = {
      width: Math.max(1, Math.floor(size.width * shrink)),
      height: Math.max(1, Math.floor(size.height * shrink)),
    }
    resize = { ...bounded, fit: resize?.fit ?? 'inside', withoutEnlargement: true }
  }

  const quality = format === 'png' ? undefined : snapQuality(positiveInt(search.get('q'), 100) ?? DEFAULT_QUALITY)
  return { format, rect, resize, quality }
}

let sharpModule: Promise<typeof sharpFactory> | undefined
/**
 * sharp, loaded on first use with one libvips thread per image: the route's own queue decides how
 * many transforms run at once, so each one stays on one core and the event loop keeps the other.
 */
function loadSharp() {
  return (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1)
    return sharp
  }))
}

const sourceSizes = new Map<string, Promise<Size>>()
/** The width and height of a source file, read from its header once per file. */
export function sourceSize(path: string): Promise<Size> {
  let size = sourceSizes.get(path)
  if (!size) {
    size = loadSharp()
      .then((sharp) => sharp(path).metadata())
      .then(({ width, height }) => ({ width, height }))
    sourceSizes.set(path, size)
  }
  return size
}

const etagOf = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** The file itself, for a request without transform parameters. */
export async function originalImage(path: string, format: Format = 'jpg'): Promise<TransformedImage> {
  const body = await readFile(path)
  return { body, contentType: FORMATS[format], etag: etagOf(body) }
}

/** Runs a plan; libvips stops it past `timeoutSeconds` (sharp rejects with a timeout error). */
export async function renderPlan(path: string, plan: TransformPlan, timeoutSeconds: number): Promise<TransformedImage> {
  const sharp = await loadSharp()
  let image: Sharp = sharp(await readFile(path), { failOn: 'none' }).timeout({ seconds: timeoutSeconds })
  if (plan.rect) image = image.extract(plan.rect)
  if (plan.resize) image = image.resize(plan.resize)
  const { format, quality = DEFAULT_QUALITY } = plan
  const body =
    format === 'webp'
      ? await image.webp({ quality }).toBuffer()
      : format === 'png'
        ? await image.png().toBuffer()
        : await image.jpeg({ quality, mozjpeg: true, progressive: format === 'pjpg' }).toBuffer()
  return { body, contentType: FORMATS[format], etag: etagOf(body) }
}

/** The output format the file's own extension implies, for `originalImage`. */
export function extensionFormat(extension: string): Format {
  return extension === 'png' ? 'png' : 'jpg'
}
