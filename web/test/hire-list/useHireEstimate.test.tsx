/** @vitest-environment jsdom */
import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { OrderSummary } from '../../src/features/hire-inquiry/OrderSummary.tsx'
import { HireListTotals } from '../../src/hire-list/HireListTotals.tsx'
import { STORAGE_KEY } from '../../src/hire-list/hireListStorage.ts'
import { useHireEstimate } from '../../src/hire-list/useHireEstimate.ts'
import { EMBEDDED_LAKE_PATH } from '../../src/lib/sanity/config.ts'
import { TEST_ORIGIN } from '../support/contentLakeMsw.ts'
import { renderWithProviders } from '../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../support/seedLake.ts'

const server = installSeedContentLake()
afterEach(() => {
  window.localStorage.clear()
  seen = undefined
})

/** The charges query alone fails (the catalogue still answers): a 500, or no connection at all. */
const failCharges = (how: 'status' | 'network') =>
  http.get(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/*`, ({ request }) => {
    if (new URL(request.url).searchParams.get('query') !== hireChargesQuery) return undefined
    return how === 'status' ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.error()
  })

// Thirty vases at $8.00 ($240.00) to Perth, whose delivery the server would add ($180.00), with the waiver.
const save = () =>
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      version: 2,
      items: [{ productId: 'decor-21', variantKey: 'v2', quantity: 30 }],
      event: { postcode: '6000', damageWaiver: true },
    }),
  )

let seen: ReturnType<typeof useHireEstimate> | undefined
function Probe() {
  const estimate = useHireEstimate()
  useEffect(() => {
    seen = estimate
  })
  return null
}

const renderTotals = () =>
  renderWithProviders(
    <>
      <Probe />
      <HireListTotals />
      <OrderSummary />
    </>,
    { path: '/equipment-hire-inquiry' },
  )

describe('useHireEstimate when the charges cannot be read', () => {
  it.each(['status', 'network'] as const)(
    'says the delivery fee will be confirmed and shows no total (%s failure)',
    async (how) => {
      server.use(failCharges(how))
      save()
      await renderTotals()
      await waitFor(() => expect(seen?.feesUnknown && !seen.isPending).toBe(true))
      expect(seen!.totalCents).toBeNull()
      expect(seen!.estimate.itemsCents).toBe(24_000)

      const notice = await screen.findAllByText(/the delivery fee and the damage waiver will be confirmed/)
      expect(notice.length).toBeGreaterThan(0)
      expect(screen.queryByText(/outside our delivery zones/)).toBeNull()
      // Total Cost is not a figure: the items' $240.00 is below what the server records.
      for (const term of screen.getAllByText('Total Cost')) {
        expect(term.nextElementSibling?.textContent).toBe('To be confirmed')
      }
      expect(screen.getAllByText(/\$240\.00 before delivery, to be confirmed/).length).toBeGreaterThan(0)
      // The order summary's bar names the items' sum as what it is.
      expect(screen.getByText(/^30 items ·/).textContent).toBe('30 items · $240.00 before delivery')
      expect(document.body.textContent).not.toMatch(/deposit/)
    },
  )

  it('"Try again" reads the charges afresh and prices the order', async () => {
    server.use(failCharges('status'))
    save()
    const { user } = await renderTotals()
    await waitFor(() => expect(seen?.feesUnknown && !seen.isPending).toBe(true))
    server.resetHandlers()
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    await waitFor(() => expect(seen?.totalCents).toBe(44_400))
    expect(screen.queryByText(/will be confirmed in your quote/)).toBeNull()
  })

  it('prices as usual once the charges answer', async () => {
    save()
    await renderTotals()
    await waitFor(() => expect(seen?.totalCents).toBe(44_400))
    expect(seen!.feesUnknown).toBe(false)
    await waitFor(() => expect(screen.getAllByText('Total Cost')[0]!.nextElementSibling?.textContent).toBe('$444.00'))
  })
})
