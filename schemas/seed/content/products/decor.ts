import { decorCandlelight } from './decor-candlelight.ts'
import { decorFlorals } from './decor-florals.ts'
import { decorStatement } from './decor-statement.ts'
import type { ProductSeed } from './types.ts'

/** Decor ids run decor-1 to decor-45 in this order. */
export const decor: ProductSeed[] = [...decorCandlelight, ...decorFlorals, ...decorStatement]
