import {
  categoriesQuery,
  hireChargesQuery,
  planningRulesQuery,
  productCardsQuery,
} from '@amaranth/schemas/queries/hire'
import type {
  CategoriesQueryResult,
  PlanningRulesQueryResult,
  ProductCardsQueryResult,
} from '@amaranth/schemas/sanity.types'
import { cmsQueryOptions } from '../lib/sanity/cmsQueryOptions.ts'

export type Category = CategoriesQueryResult[number]
export type CategoryId = Category['id']
export type ProductCard = ProductCardsQueryResult[number]

export const categoriesQueryOptions = () => cmsQueryOptions('categories', categoriesQuery)

/** Every product card; the hire list re-reads names and prices from the same cache entry. */
export const productCardsQueryOptions = () => cmsQueryOptions('product-cards', productCardsQuery)

/** Delivery zones, the damage waiver, the deposit and the terms' version: what the estimate adds to the items. */
export const hireChargesQueryOptions = () => cmsQueryOptions('hire-charges', hireChargesQuery)

/** How each product scales and which tables its cloths fit: read by the hire list's planner only. */
export const planningRulesQueryOptions = () => cmsQueryOptions('planning-rules', planningRulesQuery)
export type PlanningRules = PlanningRulesQueryResult
