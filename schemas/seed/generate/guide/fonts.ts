import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/**
 * The site's two families, Cormorant Garamond (display) and Jost (body). The site loads them as
 * variable woff2 (@fontsource-variable), which fontkit cannot subset into one weight, so the PDFs use
 * the static WOFF cuts of the same families from @fontsource.
 */
const FILES = {
  display: ['cormorant-garamond', 'cormorant-garamond-latin-500-normal', 'CormorantGaramond-Medium'],
  displayLight: ['cormorant-garamond', 'cormorant-garamond-latin-400-normal', 'CormorantGaramond-Regular'],
  displayItalic: ['cormorant-garamond', 'cormorant-garamond-latin-500-italic', 'CormorantGaramond-MediumItalic'],
  displayStrong: ['cormorant-garamond', 'cormorant-garamond-latin-600-normal', 'CormorantGaramond-SemiBold'],
  body: ['jost', 'jost-latin-400-normal', 'Jost-Regular'],
  bodyStrong: ['jost', 'jost-latin-500-normal', 'Jost-Medium'],
} as const

export type FontRole = keyof typeof FILES
export type Fonts = Record<FontRole, PDFFont>

const require = createRequire(import.meta.url)

/** A subset's PDF name: a fixed six-letter tag (pdf-lib's own is random, which would change the bytes each run). */
function subsetName(name: string, index: number): string {
  return `AMRNT${String.fromCharCode(65 + index)}+${name}`
}

/** Embeds the brand fonts, subset to the glyphs the guide uses, so each PDF stays small. */
export async function embedBrandFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit)
  const fonts: Partial<Fonts> = {}
  let index = 0
  for (const [role, [family, file, name]] of Object.entries(FILES) as [FontRole, readonly string[]][]) {
    const bytes = readFileSync(require.resolve(`@fontsource/${family}/files/${file}.woff`))
    fonts[role] = await doc.embedFont(bytes, { subset: true, customName: subsetName(name!, index++) })
  }
  return fonts as Fonts
}
