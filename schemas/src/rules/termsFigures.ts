/**
 * The hire terms quote the charges staff set beside them (deposit, balance due, quote validity,
 * reminder) by placeholder, e.g. "a deposit of {depositPercent}%": the page fills them from the same
 * document the quote page charges from, so the words can never promise other numbers than the site
 * takes. One rule for the Studio's check, the seed's test and the /hire-terms page.
 */
export const TERMS_FIGURES = ['depositPercent', 'balanceDueDays', 'quoteValidDays', 'balanceReminderDays'] as const

export type TermsFigure = (typeof TERMS_FIGURES)[number]
export type TermsFigures = Record<TermsFigure, number>

const PLACEHOLDER = /\{(\w+)\}/g

const isFigure = (name: string): name is TermsFigure => (TERMS_FIGURES as readonly string[]).includes(name)

/** Placeholders in a text that name no figure (a typo would otherwise reach visitors as written). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[0]).filter((found) => !isFigure(found.slice(1, -1)))
}

/** The text with each known placeholder replaced by its figure; anything else is left as written. */
export function fillFigures(text: string, figures: TermsFigures): string {
  return text.replace(PLACEHOLDER, (found, name: string) => (isFigure(name) ? String(figures[name]) : found))
}

type Span = { text?: string }
type Block = { children?: Span[] }

/**
 * Portable Text with its spans' placeholders filled. A placeholder split across two spans (half of it
 * bold) is not one placeholder and stays as written.
 */
export function fillTermsFigures<B extends Block>(body: B[], figures: TermsFigures): B[] {
  return body.map((block) =>
    block.children
      ? {
          ...block,
          children: block.children.map((span) =>
            typeof span.text === 'string' ? { ...span, text: fillFigures(span.text, figures) } : span,
          ),
        }
      : block,
  )
}
