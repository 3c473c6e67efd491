import type { TableChoice } from './guestPlan.ts'

/** Which tables a size of cloth fits, as the CMS holds it; no variant means every size. */
export type TableFit = { variant?: string | null; shape?: string | null; lengths?: readonly number[] | null }

/**
 * Whether a cloth (in the size chosen on the line) fits the visitor's tables: undefined when the
 * product says nothing about tables (not a cloth) or no tables are chosen, so no note is shown.
 */
export function fitsTables(
  fits: readonly TableFit[] | null | undefined,
  variantLabel: string | undefined,
  tables: TableChoice | undefined,
): boolean | undefined {
  if (!tables || !fits?.length) return undefined
  const forSize = fits.filter((fit) => !fit.variant || fit.variant === variantLabel)
  if (!forSize.length) return undefined
  return forSize.some(
    (fit) =>
      fit.shape === tables.shape && (fit.lengths ?? []).some((length) => Math.abs(length - tables.length) < 0.01),
  )
}

/** The tables a cloth (in its chosen size) is cut for, for the note: "round tables of 1.5 or 1.8 m". */
export function fittingTables(fits: readonly TableFit[], variantLabel: string | undefined): string {
  return fits
    .filter((fit) => (!fit.variant || fit.variant === variantLabel) && fit.shape)
    .map((fit) => `${fit.shape} tables of ${(fit.lengths ?? []).join(' or ')} m`)
    .join(', or ')
}
