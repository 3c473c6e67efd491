import { defineField } from 'sanity'

/**
 * Stock and turnaround (docs/product/hire-catalogue.md#availability-by-date). The site says how many
 * are free on a visitor's date from these and the requests staff confirm; an empty stock means "on
 * request", and then the site claims nothing about that piece.
 */
export const stockField = (description: string) =>
  defineField({
    name: 'stock',
    title: 'Stock',
    description,
    type: 'number',
    validation: (rule) => rule.integer().min(0).max(100_000),
  })

const turnaroundField = (name: string, title: string, why: string, place: { fieldset: string } | { group: string }) =>
  defineField({
    name,
    title,
    description: why,
    type: 'number',
    ...place,
    validation: (rule) => rule.integer().min(0).max(14),
  })

/** Days an item is blocked before (delivery, setup) or after (collection, cleaning) an event. */
export const turnaroundFields = (whose: string, fieldset?: string) => {
  const place = fieldset ? { fieldset } : { group: 'stock' }
  return [
    turnaroundField('turnaroundDaysBefore', 'Days blocked before the event', `Delivery and setup. ${whose}`, place),
    turnaroundField('turnaroundDaysAfter', 'Days blocked after the event', `Collection and cleaning. ${whose}`, place),
  ]
}
