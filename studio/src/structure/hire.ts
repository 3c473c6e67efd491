import { PackageIcon } from '@sanity/icons/Package'
import { TagIcon } from '@sanity/icons/Tag'
import { TagsIcon } from '@sanity/icons/Tags'
import type { StructureBuilder } from 'sanity/structure'
import { API_VERSION } from '../apiVersion.ts'
import { PRODUCT_IN_CATEGORY_TEMPLATE } from '../templates.ts'
import { sortedTypeItem } from './items.ts'

const productsInCategory = (S: StructureBuilder, categoryId: string) =>
  S.documentList()
    .id(`products-in-${categoryId}`)
    .title('Products')
    .schemaType('product')
    .apiVersion(API_VERSION)
    .filter('_type == "product" && category._ref == $categoryId')
    .params({ categoryId })
    .defaultOrdering([{ field: 'name', direction: 'asc' }])
    .initialValueTemplates([S.initialValueTemplateItem(PRODUCT_IN_CATEGORY_TEMPLATE, { categoryId })])

/** Hire catalogue: every product, products per category, and the categories themselves. */
export const hireCatalogue = (S: StructureBuilder) =>
  S.listItem()
    .id('hire-catalogue')
    .title('Hire catalogue')
    .icon(PackageIcon)
    .child(
      S.list()
        .id('hire-catalogue')
        .title('Hire catalogue')
        .items([
          S.listItem()
            .id('product')
            .title('Products')
            .icon(PackageIcon)
            .schemaType('product')
            .child(
              S.documentTypeList('product')
                .id('product')
                .title('Products')
                .defaultOrdering([{ field: 'name', direction: 'asc' }]),
            ),
          S.listItem()
            .id('products-by-category')
            .title('Products by category')
            .icon(TagsIcon)
            .child(
              S.documentTypeList('category')
                .id('products-by-category')
                .title('Products by category')
                .defaultOrdering([{ field: 'sortOrder', direction: 'asc' }])
                .canHandleIntent(() => false)
                .child((categoryId) => productsInCategory(S, categoryId)),
            ),
          S.divider(),
          sortedTypeItem(S, 'category', 'Categories', TagIcon),
        ]),
    )
