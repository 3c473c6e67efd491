/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type * as CalendarDay from '../../../src/availability/calendarDay.ts'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { renderProduct } from './renderProduct.tsx'

// The event date field's bounds are worked out on each of its renders, and by nothing else on the
// page: counting them counts the field's renders (decision 0023).
const { dateFieldRenders } = vi.hoisted(() => ({ dateFieldRenders: { count: 0 } }))
vi.mock('../../../src/availability/calendarDay.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CalendarDay>()
  return {
    ...original,
    lastBookableDay: (...args: Parameters<typeof original.lastBookableDay>) => {
      dateFieldRenders.count++
      return original.lastBookableDay(...args)
    },
  }
})

installSeedContentLake()
afterEach(() => window.localStorage.clear())

it("leaves the event date field alone when Add to List changes the product's purchase panel", async () => {
  const { user } = await renderProduct('styling-furniture-1')
  await screen.findByLabelText('Your event date')
  const add = await screen.findByRole('button', { name: 'Add to List' })
  dateFieldRenders.count = 0

  await user.click(add)
  await user.click(await screen.findByRole('button', { name: 'Increase quantity' }))

  expect(await screen.findByRole('button', { name: 'Update (1 in list)' })).toBeTruthy()
  expect(dateFieldRenders.count).toBe(0)
})
