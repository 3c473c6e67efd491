import { createFileRoute } from '@tanstack/react-router'
import { ReservePage } from '../features/reserve/ReservePage.tsx'
import { primeHireEstimate } from '../hire-list/primeHireEstimate.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

// The summary prices the list as /hire-list does.
const page = cmsPage(async ({ context: { queryClient } }) => {
  await primeHireEstimate(queryClient)
  return {
    title: 'Reserve Your Hire | Amaranth Events',
    description: 'Reserve your hire list for your date, with the deposit held on your card until our team accepts.',
    noindex: true,
  }
})

/** /reserve: a hire list that passes the rules, booked with its deposit held (docs/product/hire-list.md#reserve-now). */
export const Route = createFileRoute('/reserve')({
  staticData: { pageName: 'hire-list' },
  loader: page.loader,
  head: page.head,
  component: ReservePage,
})
