import { readFile } from 'node:fs/promises'

/**
 * A small subset of Sanity's image pipeline (the parameters @sanity/image-url emits):
 * rect, w, h, dpr, fit, q, fm, auto=format, blur. Enough for srcset, crops and hotspots offline.
 */
export type TransformedImage = { body: Uint8Array; contentType: string }

const MAX_DIMENSION = 3000
const FORMATS = { jpg: 'image/jpeg', pjpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
type Format = keyof typeof FORMATS

function positiveInt(value: string | null, max = MAX_DIMENSION): number | undefined {
  if (value === null) return undefined
  const parsed = Math.round(Number(value))
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : undefined
}

function outputFormat(search: URLSearchParams, accept: string, extension: string): Format {
  const explicit = search.get('fm')
  if (explicit && explicit in FORMATS) return explicit as Format
  if (search.get('auto') === 'format' && accept.includes('image/webp')) return 'webp'
  return extension === 'png' ? 'png' : 'jpg'
}

function fitFor(fit: string | null): 'cover' | 'inside' | 'fill' | 'outside' {
  switch (fit) {
    case 'crop':
      return 'cover'
    case 'scale':
      return 'fill'
    case 'min':
      return 'outside'
    default:
      return 'inside'
  }
}

export async function transformImage(path: string, search: URLSearchParams, accept: string): Promise<TransformedImage> {
  const extension = path.split('.').pop() ?? 'jpg'
  const format = outputFormat(search, accept, extension)
  const untouched = ![...search.keys()].some((key) => key !== 'auto' || format !== extension)
  const source = await readFile(path)
  if (untouched) return { body: source, contentType: FORMATS[format] }

  const { default: sharp } = await import('sharp')
  let image = sharp(source, { failOn: 'none' })
  const rect = search.get('rect')?.split(',').map(Number)
  if (rect?.length === 4 && rect.every((n) => Number.isFinite(n) && n >= 0)) {
    const [left, top, width, height] = rect as [number, number, number, number]
    if (width > 0 && height > 0) image = image.extract({ left, top, width, height })
  }
  const dpr = Math.min(Math.max(Number(search.get('dpr') ?? 1) || 1, 1), 3)
  const width = positiveInt(search.get('w'))
  const height = positiveInt(search.get('h'))
  if (width || height) {
    image = image.resize({
      width: width ? Math.round(width * dpr) : undefined,
      height: height ? Math.round(height * dpr) : undefined,
      fit: fitFor(search.get('fit')),
      withoutEnlargement: search.get('fit') !== 'scale',
    })
  }
  const blur = positiveInt(search.get('blur'), 2000)
  if (blur) image = image.blur(Math.max(0.3, blur / 10))
  const quality = positiveInt(search.get('q'), 100) ?? 75
  const body =
    format === 'webp'
      ? await image.webp({ quality }).toBuffer()
      : format === 'png'
        ? await image.png().toBuffer()
        : await image.jpeg({ quality, mozjpeg: true, progressive: format === 'pjpg' }).toBuffer()
  return { body, contentType: FORMATS[format] }
}
