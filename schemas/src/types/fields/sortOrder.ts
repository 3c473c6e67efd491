import { defineField } from 'sanity'

/**
 * The hand-set position of a document among its kind (categories, events, press features, store
 * products, testimonials): lower numbers come first. The queries order by it, and the Studio lists
 * documents by it through `sortOrderOrdering`.
 */
export function sortOrderField(description?: string) {
  return defineField({
    name: 'sortOrder',
    title: 'Sort order',
    ...(description ? { description } : {}),
    type: 'number',
    validation: (rule) => rule.required().integer().min(0),
  })
}

/** The Studio's list ordering for a type with a `sortOrderField`. */
export function sortOrderOrdering(title = 'Sort order') {
  return { title, name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' as const }] }
}
