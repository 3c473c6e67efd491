/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import type * as Stepper from '../../../src/components/ui/QuantityStepper.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

// What a tap or a key on the hire list renders (decision 0023): the page renders its intro, its event
// fields (date, venue, postcode) and its lines whenever it renders itself, so each is counted, and so
// is each pricing of the list, each plan field (guests, guests per table) and each line's stepper, by
// its label.
const { renders, steppers, countingExport } = vi.hoisted(() => {
  const renders = { intro: 0, fields: 0, lines: 0, pricings: 0, planFields: 0 }
  const steppers = new Map<string, number>()
  /** `run`, counted under `key` each time it is called. */
  const counted =
    <A extends unknown[], R>(key: keyof typeof renders, run: (...args: A) => R) =>
    (...args: A) => {
      renders[key]++
      return run(...args)
    }
  /** A `vi.mock` factory: the module as it is, with its export `name` counted under `key`. */
  const countingExport =
    (name: string, key: keyof typeof renders) => async (importOriginal: () => Promise<Record<string, unknown>>) => {
      const original = await importOriginal()
      return { ...original, [name]: counted(key, original[name] as (...args: unknown[]) => unknown) }
    }
  return { renders, steppers, countingExport }
})
vi.mock('../../../src/components/layout/PageIntro.tsx', countingExport('PageIntro', 'intro'))
vi.mock('../../../src/pricing/priceList.ts', countingExport('priceList', 'pricings'))
vi.mock('../../../src/hire-list/EventNoteFields.tsx', countingExport('EventNoteFields', 'fields'))
vi.mock('../../../src/hire-list/HireListLines.tsx', countingExport('HireListLines', 'lines'))
vi.mock('../../../src/hire-list/PlanNumberField.tsx', countingExport('PlanNumberField', 'planFields'))
vi.mock('../../../src/components/ui/QuantityStepper.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof Stepper>()
  const QuantityStepper: typeof original.QuantityStepper = (props) => {
    steppers.set(props.label, (steppers.get(props.label) ?? 0) + 1)
    return original.QuantityStepper(props)
  }
  return { ...original, QuantityStepper }
})

installSeedContentLake()
afterEach(() => window.localStorage.clear())

/** The hire list page holding two lines, once its fields and steppers are shown; counts start from there. */
async function renderTwoLineList(event: object = {}) {
  const list = [
    { productId: 'catering-tableware-4', quantity: 2 },
    { productId: 'linen-1', quantity: 3 },
  ]
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, items: list, event }))
  const { user } = await renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
  const postcode = await screen.findByLabelText('Venue postcode', {}, { timeout: 8000 })
  await screen.findAllByRole('button', { name: 'Increase quantity' })
  resetCounts()
  return { user, postcode }
}

function resetCounts() {
  for (const key of Object.keys(renders) as (keyof typeof renders)[]) renders[key] = 0
  steppers.clear()
}

const renderedSteppers = () => [...steppers].filter(([, count]) => count > 0).map(([label]) => label)

it('renders the fields and the summary, not the page and its lines, for each key of the postcode or the guests', async () => {
  const { user, postcode } = await renderTwoLineList()

  await user.type(postcode, '6000')
  await user.type(screen.getByLabelText('Guests', { exact: true }), '120')

  expect(postcode).toHaveProperty('value', '6000')
  expect(screen.getByLabelText('Guests', { exact: true })).toHaveProperty('value', '120')
  expect(renders.lines).toBe(0)
})

it("renders the lines and the totals, not the page and its event fields, when a line's quantity changes, and prices the list once", async () => {
  const { user } = await renderTwoLineList()
  const [increase] = screen.getAllByRole('button', { name: 'Increase quantity' })

  await user.click(increase!)
  await user.click(increase!)

  expect(screen.getAllByRole('spinbutton', { name: /^Quantity/ })[0]).toHaveProperty('value', '4')
  expect(screen.getByRole('link', { name: 'Proceed to Inquiry' })).toBeTruthy()
  expect(renders.fields).toBe(0)
  // The lines, the totals and the link on share one pricing of each new list.
  expect(renders.pricings).toBe(2)
  // The changed line's row alone, and not the plan's fields (only what "Suggest quantities" shows).
  const rendered = renderedSteppers()
  expect(rendered).toHaveLength(1)
  expect(rendered[0]).toMatch(/^Quantity of /)
  expect(renders.planFields).toBe(0)
})

it('renders the fields and the lines, not the page, for each key of the event date', async () => {
  const { user } = await renderTwoLineList()
  const date = screen.getByLabelText('Date of Event')

  await user.type(date, '2027-03-20')

  expect(date).toHaveProperty('value', '2027-03-20')
  expect(renders.lines).toBeGreaterThan(0)
  expect(renders.intro).toBe(0)
})

it('answers "Suggest quantities" in its tap without rendering a line, and the lines follow after that paint', async () => {
  const { user } = await renderTwoLineList({ guests: '120', perTable: '10' })
  const suggest = await screen.findByRole('button', { name: 'Suggest quantities' })
  resetCounts()
  // The frame is held here: what the tap renders is what its paint would show.
  const frames: FrameRequestCallback[] = []
  const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))

  await user.click(suggest)

  expect(screen.getByText('Suggested quantities for 2 lines.')).toBeTruthy()
  expect(renderedSteppers()).toEqual([])
  expect(
    screen.getAllByRole('spinbutton', { name: /^Quantity/ }).map((field) => (field as HTMLInputElement).value),
  ).toEqual(['2', '3'])

  frame.mockRestore()
  frames.forEach((callback) => callback(performance.now()))
  await waitFor(() =>
    expect(
      screen.getAllByRole('spinbutton', { name: /^Quantity/ }).map((field) => (field as HTMLInputElement).value),
    ).toEqual(['132', '132']),
  )
  expect(renderedSteppers()).toHaveLength(2)
  expect(screen.getByText('Suggested quantities for 2 lines.')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy()
})
