import { useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { postQuoteAction } from './quoteApi.ts'
import { Notice } from './quoteStyles.ts'

type Said = { tone: 'error' | 'success'; text: string }

function Said({ said }: { said?: Said }) {
  return (
    <div role={said?.tone === 'success' ? 'status' : 'alert'}>
      {said ? (
        <Notice $tone={said.tone}>
          <p>{said.text}</p>
        </Notice>
      ) : null}
    </div>
  )
}

/** "Pay balance": the server opens Checkout for what is left, and the browser goes there. */
export function PayBalance({
  token,
  onGo,
  onRefused,
}: {
  token: string
  onGo: (url: string) => void
  onRefused: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<Said>()
  async function pay() {
    setBusy(true)
    setSaid(undefined)
    const result = await postQuoteAction(token, 'balance')
    if (result.ok && result.url) return onGo(result.url)
    setBusy(false)
    if (!result.ok) {
      setSaid({ tone: 'error', text: 'message' in result ? result.message : '' })
      if (result.kind === 'refused' && result.status === 409) onRefused()
    }
  }
  return (
    <>
      <Button type="button" disabled={busy} onClick={() => void pay()}>
        {busy ? 'Opening secure payment...' : 'Pay balance'}
      </Button>
      <Said said={said} />
    </>
  )
}

/** After expiry: one press tells staff, who send a fresh quote to the couple's email. */
export function AskFreshQuote({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [said, setSaid] = useState<Said>()
  async function ask() {
    setState('sending')
    setSaid(undefined)
    const result = await postQuoteAction(token, 'fresh')
    if (result.ok) {
      setState('sent')
      setSaid({ tone: 'success', text: 'Thank you. We will send you a fresh quote by email, usually within 12 hours.' })
      return
    }
    setState('idle')
    setSaid({ tone: 'error', text: result.kind === 'invalid' ? '' : result.message })
  }
  return (
    <>
      {state === 'sent' ? null : (
        <Button type="button" disabled={state === 'sending'} onClick={() => void ask()}>
          {state === 'sending' ? 'Sending...' : 'Ask for a fresh quote'}
        </Button>
      )}
      <Said said={said} />
    </>
  )
}
