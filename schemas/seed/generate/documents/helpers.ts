export type Doc = { _id: string; _type: string; [key: string]: unknown }

export const ref = (id: string, key?: string) => ({ ...(key ? { _key: key } : {}), _type: 'reference', _ref: id })
export const slug = (current: string) => ({ _type: 'slug', current })

/** Plain paragraphs as Portable Text blocks with stable keys. */
export function blocks(paragraphs: string[], prefix: string) {
  return paragraphs.map((text, i) => ({
    _type: 'block',
    _key: `${prefix}${i}`,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${prefix}${i}s0`, text, marks: [] }],
  }))
}

export const money = (amount: number) => `$${amount.toFixed(2)}`
