import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readImportDocuments, type SeedDocument } from '@amaranth/schemas/seed'
import { formatCents, toCents, toDollars } from '../../web/src/pricing/money.ts'

const ADJECTIVES = ['Ivory', 'Gilded', 'Blush', 'Sage', 'Antique', 'Rustic', 'Crystal', 'Velvet', 'Linen', 'Brass']
const VARIANTS = ['Classic', 'Grand', 'Petite', 'Heritage', 'Garden', 'Coastal', 'Modern', 'Vintage']

/**
 * The seed dataset with its catalogue grown to `total` products: the seed's own, then copies
 * spread round-robin over its products (so over the five categories, with their images and
 * structured prices) under new ids, names and prices. Same import format as the seed, so the
 * server loads it with CONTENT_DATASET_FILE.
 */
export function generateDataset(total: number): SeedDocument[] {
  const seed = readImportDocuments()
  const products = seed.filter((doc) => doc._type === 'product')
  if (total < products.length) throw new Error(`the seed already has ${products.length} products; ask for more`)
  const generated = Array.from({ length: total - products.length }, (_, index) => {
    const template = products[index % products.length]!
    const n = index + 1
    const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${template.name as string} ${VARIANTS[n % VARIANTS.length]} ${n}`
    const slug = `generated-${n}`
    const cents = toCents(1 + ((n * 37) % 400) + (n % 4) * 0.25)
    const amount = toDollars(cents)
    return {
      ...template,
      _id: `product.${slug}`,
      name,
      productId: { _type: 'slug', current: slug },
      price: { amount, unit: 'each', label: `${formatCents(cents)} each` },
    }
  })
  return [...seed, ...generated]
}

/** Writes the dataset to the temp folder and returns its path. */
export function writeDataset(total: number): string {
  const file = join(tmpdir(), `amaranth-products-${total}.ndjson`)
  writeFileSync(
    file,
    generateDataset(total)
      .map((doc) => JSON.stringify(doc))
      .join('\n') + '\n',
  )
  return file
}

if (import.meta.main) {
  const total = Number(process.argv[2] ?? 2000)
  console.log(writeDataset(total))
}
