import { HIRE_CATEGORIES, type HireCategoryId } from '@amaranth/schemas/rules/hireCategories'
import { readDateParam } from '../../availability/calendarDay.ts'
import { oneOf, searchValidator } from '../../lib/routing/searchParams.ts'
import { toCents } from '../../pricing/money.ts'
import type { ProductCard } from '../../catalogue/catalogueQueries.ts'
import { compareNames } from '../../catalogue/compareNames.ts'

export const SORT_OPTIONS = [
  { value: 'category', label: 'Category' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'price-asc', label: 'Price low to high' },
  { value: 'price-desc', label: 'Price high to low' },
] as const

export type SortValue = (typeof SORT_OPTIONS)[number]['value']

export type CatalogueSearch = {
  category?: HireCategoryId
  sort?: SortValue
  q?: string
  /** How many pages of PAGE_SIZE products are shown ('Show more'); absent means the first. */
  page?: number
  /** The visitor's event date, availability shown for it (decision 0018). */
  date?: string
  /** 'all': the HTML carries every card of the page, not the first screens (the link a visitor without JavaScript follows). */
  show?: 'all'
}

/** Coerced as `Number` does, so text such as `?page="3"` counts as the zod schema before it did. */
const readPage = (value: unknown) => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 2 && page <= 1000 ? page : undefined
}

/**
 * The hire range's filter, sort and search in the URL. Anything unknown or malformed falls back
 * to the default (all categories, category order, no search) instead of failing the page.
 */
export const catalogueSearchSchema = searchValidator<CatalogueSearch>({
  category: oneOf(HIRE_CATEGORIES),
  sort: oneOf(SORT_OPTIONS.map((option) => option.value)),
  q: (value) => (typeof value === 'string' && value.trim().length <= 80 ? value.trim() : undefined),
  page: readPage,
  date: readDateParam,
  show: oneOf(['all'] as const),
})

/**
 * Enough for the seed's 85 products on one page, as the hire range has always shown them; a larger catalogue pages,
 * so a filter change renders at most this many cards (docs/decisions/0007).
 */
export const PAGE_SIZE = 96

/**
 * The cards the server renders: the first screens at any width (three rows of four, six of two); the rest
 * of the page follow in steps of FOLLOWING_STEP once it is live (docs/decisions/0022).
 */
export const FIRST_SCREENS = 12
export const FOLLOWING_STEP = 8

type Compare = (a: ProductCard, b: ProductCard) => number

const byName: Compare = (a, b) => compareNames(a.name, b.name)

/**
 * The "Category" sort: the categories in the CMS's order (staff set each one's `sortOrder`), any it
 * does not list after them in HIRE_CATEGORIES' order, which is the whole order when it lists none.
 */
function byCategory(cmsOrder: readonly HireCategoryId[]): Compare {
  const order = [...new Set([...cmsOrder, ...HIRE_CATEGORIES])]
  const rank = (product: ProductCard) => order.indexOf(product.categoryId)
  return (a, b) => rank(a) - rank(b) || byName(a, b)
}

const comparators: Record<Exclude<SortValue, 'category'>, Compare> = {
  name: byName,
  'price-asc': (a, b) => toCents(a.price.amount) - toCents(b.price.amount) || byName(a, b),
  'price-desc': (a, b) => toCents(b.price.amount) - toCents(a.price.amount) || byName(a, b),
}

/**
 * The products to show for the URL's filter, search and sort (prices compared as numbers);
 * `categoryOrder` is the categories' ids as the CMS orders them (categoriesQuery).
 */
export function selectProducts(
  products: readonly ProductCard[],
  { category, sort = 'category', q }: CatalogueSearch,
  categoryOrder: readonly HireCategoryId[] = [],
) {
  const words = q?.toLowerCase().split(/\s+/).filter(Boolean) ?? []
  return products
    .filter((product) => !category || product.categoryId === category)
    .filter((product) => words.every((word) => product.name.toLowerCase().includes(word)))
    .sort(sort === 'category' ? byCategory(categoryOrder) : comparators[sort])
}
