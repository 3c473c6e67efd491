import { HONEYPOT_FIELD } from '../form-contracts/honeypot.ts'

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) and bots fill in; the server answers such a submission with a normal success and drops it.
 */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
