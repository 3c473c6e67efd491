import { defineArrayMember, defineField, defineType, type CustomValidator } from 'sanity'
import { isAllocatedPostcode, overlappingEntry, parsePostcodeRange } from '../../rules/postcodes.ts'
import { sortOrderField, sortOrderOrdering } from '../fields/sortOrder.ts'

const postcodeEntry: CustomValidator<string | undefined> = (value) => {
  if (!value) return true
  const range = parsePostcodeRange(value)
  if (!range) return 'Write a postcode (4205) or a range (4000-4179), lowest first'
  if (!isAllocatedPostcode(range.from) || !isAllocatedPostcode(range.to)) return 'Not an Australian postcode'
  return true
}

/** The other published zones' postcodes, for the overlap check (answered from the seed in tests). */
export const OTHER_ZONES_QUERY =
  '*[_type == "deliveryZone" && !(_id in [$id, "drafts." + $id]) && !(_id in path("drafts.**"))]{name, postcodes}'

/** A postcode belongs to one zone at most, so the site never has two fees to choose from. */
const noOverlapWithOtherZones: CustomValidator<string[] | undefined> = async (value, context) => {
  if (!value?.length) return true
  const id = context.document?._id.replace(/^drafts\./, '') ?? ''
  const others = await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch<Array<{ name?: string; postcodes?: string[] }>>(OTHER_ZONES_QUERY, { id })
  for (const other of others) {
    const clash = overlappingEntry(value, other.postcodes ?? [])
    if (clash) return `${clash} is already in the zone "${other.name ?? 'unnamed'}"`
  }
  const repeated = value.find((entry, at) => overlappingEntry([entry], value.slice(at + 1)))
  return repeated ? `${repeated} overlaps another entry of this list` : true
}

/**
 * Where we deliver, set up and collect, and what it costs: the hire list prices a venue's postcode
 * by the zone that lists it (docs/product/hire-list.md#the-estimate). A postcode in no zone is quoted.
 */
export const deliveryZone = defineType({
  name: 'deliveryZone',
  title: 'Delivery zone',
  type: 'document',
  orderings: [sortOrderOrdering()],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'Shown to visitors beside the fee, e.g. "Brisbane metro".',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: 'region',
      title: 'Served from',
      type: 'string',
      options: { list: ['Brisbane', 'Perth'], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'postcodes',
      title: 'Postcodes',
      description: 'Single postcodes (4205) or ranges (4000-4179). A postcode may belong to one zone only.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(postcodeEntry) })],
      validation: (rule) => rule.required().min(1).max(200).custom(noOverlapWithOtherZones),
    }),
    defineField({
      name: 'fee',
      title: 'Delivery, setup and collection fee (AUD, incl. GST)',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(10_000).precision(2),
    }),
    defineField({
      name: 'minimumOrder',
      title: 'Minimum order (AUD, items only)',
      description: 'Below this, visitors are told how much more reaches it. 0 for none.',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(100_000).precision(2),
    }),
    sortOrderField(),
  ],
  preview: {
    select: { title: 'name', region: 'region', fee: 'fee', minimum: 'minimumOrder' },
    prepare: ({ title, region, fee, minimum }) => ({
      title,
      subtitle: `${region ?? ''} · $${fee ?? '?'} delivery · $${minimum ?? 0} minimum`,
    }),
  },
})
