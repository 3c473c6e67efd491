import { loadSeedDataset } from '@amaranth/schemas/seed'
import { describe, expect, it } from 'vitest'
import { compareNames, NAME_KEYS_MAX, nameKeysHeld } from '../../src/catalogue/compareNames.ts'

// Intl's order before decision 0030: the written-out comparison must sort names the same way.
const collator = new Intl.Collator('en-AU')

const seedNames = loadSeedDataset()
  .filter((document) => document._type === 'product')
  .map((document) => String((document as { name?: unknown }).name))

const awkward = [
  'table runner',
  'Table Runner',
  'Table runner',
  'Tablecloth',
  'Table 10 Sign',
  'Table 2 Sign',
  'Élan Chair',
  'Elan Chair',
  'elan chair',
  'Emerald Goblet',
  'Crème Linen',
  'Creme Linen',
  'Cream Linen',
  'Hi-Fi Speaker',
  'Hi Fi Speaker',
  'HiFi Speaker',
  'Zebra Rug',
  'über Lantern',
  'Umbrella',
  '3-Tier Stand',
  'Arch',
  'arch',
]

describe('product names in alphabetical order, without Intl.Collator', () => {
  it(`sorts the seed's ${seedNames.length} products as Intl.Collator('en-AU') does`, () => {
    expect(seedNames.length).toBeGreaterThan(80)
    const shuffled = [...seedNames].reverse()
    expect(shuffled.sort(compareNames)).toEqual([...seedNames].sort(collator.compare))
  })

  it('sets case and accents aside as Intl.Collator does, lower case and unaccented first', () => {
    expect([...awkward].sort(compareNames)).toEqual([...awkward].sort(collator.compare))
    expect(compareNames('Arch', 'Arch')).toBe(0)
  })

  it(`holds the keys of at most ${NAME_KEYS_MAX} names, however many it has compared`, () => {
    const names = Array.from({ length: NAME_KEYS_MAX * 2 + 7 }, (_, index) => `Draft name ${index}`)
    names.sort(compareNames)
    expect(nameKeysHeld()).toBeLessThanOrEqual(NAME_KEYS_MAX)
    expect(names.slice(0, 3)).toEqual(['Draft name 0', 'Draft name 1', 'Draft name 10'])
  })
})
