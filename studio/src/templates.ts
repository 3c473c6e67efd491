import type { Template } from 'sanity'

export const PRODUCT_IN_CATEGORY_TEMPLATE = 'product-in-category'

type Params = { categoryId: string }
type Value = { category?: { _type: 'reference'; _ref: string } }

/**
 * A new product created from "Products by category" starts in that category. It takes a
 * parameter, so the Studio keeps it out of the global "Create new" menu.
 */
export const productInCategoryTemplate: Template<Params, Value> = {
  id: PRODUCT_IN_CATEGORY_TEMPLATE,
  title: 'Product in category',
  schemaType: 'product',
  parameters: [{ name: 'categoryId', type: 'string' }],
  value: (params: Params | undefined) =>
    params?.categoryId ? { category: { _type: 'reference', _ref: params.categoryId } } : {},
}
