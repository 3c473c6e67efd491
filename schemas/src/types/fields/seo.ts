import { defineField } from 'sanity'

/** Title and description for search results and link previews. */
export const seoField = defineField({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      validation: (rule) => [
        rule.required(),
        rule.max(70).warning('Search results cut titles longer than about 70 characters'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().min(50).max(170),
    }),
  ],
  validation: (rule) => rule.required(),
})
