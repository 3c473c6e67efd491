import { defineField, defineType } from 'sanity'
import { HIRE_CATEGORIES } from '../../rules/hireCategories.ts'
import { imageField } from '../fields/image.ts'
import { categorySpareField } from '../fields/planning.ts'
import { sortOrderField, sortOrderOrdering } from '../fields/sortOrder.ts'
import { turnaroundFields } from '../fields/stock.ts'
import { uniqueAmong } from '../fields/unique.ts'

export const category = defineType({
  name: 'category',
  title: 'Hire category',
  type: 'document',
  fieldsets: [{ name: 'stock', title: 'Stock & availability', options: { collapsible: true } }],
  fields: [
    defineField({
      name: 'categoryId',
      title: 'Category id',
      description: 'Also the collection page address, for example /linen.',
      type: 'string',
      options: { list: [...HIRE_CATEGORIES] },
      validation: (rule) => rule.required().custom(uniqueAmong('category', 'categoryId')),
    }),
    defineField({ name: 'name', title: 'Tile name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'heading',
      title: 'Collection heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    imageField({ name: 'image', title: 'Tile image' }),
    imageField({ name: 'thumbnail', title: 'Thumbnail' }),
    sortOrderField('Lower numbers come first in tiles and in the "Category" sort.'),
    categorySpareField,
    ...turnaroundFields('Each product may set its own.', 'stock'),
  ],
  orderings: [sortOrderOrdering()],
  preview: { select: { title: 'name', subtitle: 'categoryId', media: 'thumbnail' } },
})
