/**
 * Unpublished edits, as staff leave them in the Studio: each becomes a `drafts.<id>` document, a
 * copy of the published document with these fields changed (schemas/seed/load.ts). The published
 * site never shows them; preview does (docs/decisions/0012-preview-and-publish.md), and the e2e
 * suite proves both. Kept apart from the published content so edits to either do not collide.
 */
export type DraftEdit = {
  /** The published document's id. */
  of: string
  /** Top-level fields replaced in the draft. */
  set: Record<string, unknown>
}

export const draftEdits: DraftEdit[] = [
  {
    of: 'product.decor-1',
    set: {
      name: 'Brass Five-Arm Candelabra (Draft)',
      price: {
        amount: 27,
        unit: 'each',
        label: 'From $27.00 each',
        variants: [
          { _type: 'priceVariant', _key: 'v1', label: '60 cm', amount: 27 },
          { _type: 'priceVariant', _key: 'v2', label: '80 cm', amount: 32 },
        ],
      },
    },
  },
  {
    of: 'event.eliza-james-montville',
    set: { name: 'Eliza & James — Montville Hinterland (Draft)' },
  },
]
