/** The seller's GST standing as the CMS's site settings hold it. */
export type GstStanding = { gstRegistered?: boolean | null; abn?: string | null }

/**
 * Whether prices include GST: the business is registered for GST and its ABN is on record, since a tax
 * invoice must carry the ABN. The store card's "incl. GST" and the receipt's tax invoice both ask this,
 * so a price is never marked GST-inclusive on one and not the other.
 */
export const includesGst = ({ gstRegistered, abn }: GstStanding) => Boolean(gstRegistered && abn?.trim())
