import { defineArrayMember } from 'sanity'

/** Rich text limited to what the site's typography styles: paragraphs, one heading level, quotes, emphasis, links. */
export const richTextMembers = [
  defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Paragraph', value: 'normal' },
      { title: 'Heading', value: 'h3' },
      { title: 'Quote', value: 'blockquote' },
    ],
    lists: [{ title: 'Bullet', value: 'bullet' }],
    marks: {
      decorators: [
        { title: 'Strong', value: 'strong' },
        { title: 'Emphasis', value: 'em' },
      ],
      annotations: [
        {
          name: 'link',
          type: 'object',
          title: 'Link',
          fields: [{ name: 'href', type: 'url', title: 'URL', validation: (rule) => rule.required() }],
        },
      ],
    },
  }),
]
