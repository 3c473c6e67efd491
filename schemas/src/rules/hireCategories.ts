/**
 * The hire categories: each is a category document's `categoryId` and a collection page's address
 * (/linen). One list for the Studio's choice of id, the seed, the site's routes and search params,
 * and, in this order, the "Category" sort's fallback when the CMS lists no categories (staff set the
 * order with each category's `sortOrder`).
 */
export const HIRE_CATEGORIES = ['accessories', 'catering-tableware', 'linen', 'styling-furniture', 'decor'] as const

export type HireCategoryId = (typeof HIRE_CATEGORIES)[number]
