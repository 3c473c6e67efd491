import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { eventSearchSchema } from '../../../src/features/event/eventSearch.ts'

const imageFrom = (query: string) => eventSearchSchema.parse(defaultParseSearch(query) as Record<string, unknown>).image

describe('event search params', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', undefined],
    ['"7"', undefined],
    ['0', undefined],
    ['-2', undefined],
    ['1.5', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['[3]', undefined],
    ['{"n":3}', undefined],
    ['true', undefined],
    ['null', undefined],
    ['', undefined],
    ['photo', undefined],
  ])('image=%s is photo %s', (value, image) => {
    expect(imageFrom(`?image=${value}`)).toBe(image)
  })

  it('keep only image, as undefined when refused', () => {
    expect(eventSearchSchema.parse({ image: 2, other: 1 })).toStrictEqual({ image: 2 })
    expect(eventSearchSchema.parse({ image: 'x' })).toStrictEqual({ image: undefined })
    expect(eventSearchSchema.parse({})).toStrictEqual({})
    expect(eventSearchSchema.parse({ image: Number.NaN, other: Infinity })).toStrictEqual({ image: undefined })
  })
})
