/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { AcceptForm } from '../../../src/features/quote/AcceptForm.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

const server = installSeedContentLake()

async function renderForm() {
  const received: unknown[] = []
  server.use(
    http.post('*/api/quote/:token/accept', async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' })
    }),
  )
  const onGo = vi.fn()
  const rendered = await renderWithProviders(
    <AcceptForm token="t.s" label="Accept and pay deposit" onGo={onGo} onRefused={() => {}} />,
  )
  return { ...rendered, received, onGo }
}

describe('the accept form checks the signature as the server does', () => {
  it('says a bidi control is not allowed, keeps what was typed and sends nothing', async () => {
    const { user, received } = await renderForm()
    const name = await screen.findByRole('textbox', { name: 'Full name' })
    await user.type(name, 'Ann \u202ELee')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }))
    expect(
      await screen.findByText('Full name contains characters that are not allowed', { selector: 'p' }),
    ).toBeTruthy()
    expect((name as HTMLInputElement).value).toBe('Ann \u202ELee')
    expect(received).toEqual([])
  })

  it('says a name of no letter does not sign, and sends a real one', async () => {
    const { user, received, onGo } = await renderForm()
    const name = await screen.findByRole('textbox', { name: 'Full name' })
    await user.type(name, '...')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }))
    expect(await screen.findByText('Type your full name to sign.', { selector: 'p' })).toBeTruthy()
    expect(received).toEqual([])
    await user.clear(name)
    await user.type(name, 'Ann Lee')
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }))
    await waitFor(() => expect(onGo).toHaveBeenCalled())
    expect(received).toEqual([{ fullName: 'Ann Lee', agreeTerms: true }])
  })
})
