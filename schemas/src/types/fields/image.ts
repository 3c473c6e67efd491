import { defineField, type ImageRule } from 'sanity'

type ImageFieldOptions = {
  name: string
  title?: string
  description?: string
  required?: boolean
  group?: string
}

/** Every image carries alt text: the site never renders an image without one. */
export const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  description: 'Describe the photo for people who cannot see it (what, who, where).',
  type: 'string',
  validation: (rule) => rule.required().min(3).max(200),
})

export function imageField({ name, title, description, required = true, group }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: { hotspot: true },
    fields: [altField],
    validation: required ? (rule) => rule.required().assetRequired() : undefined,
  })
}

/** An image inside an array: same shape as a single image field, alt text required. */
export const imageMember = {
  type: 'image' as const,
  options: { hotspot: true },
  fields: [altField],
  validation: (rule: ImageRule) => rule.required().assetRequired(),
}
