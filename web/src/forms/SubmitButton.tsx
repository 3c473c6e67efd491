import { Button } from '../components/ui/Button.tsx'
import { Actions } from './formLayout.ts'
import type { FormStatus } from './useSiteForm.ts'

/**
 * Disabled and reading 'Submitting...' while the request runs, so a second press cannot send twice
 * (docs/product/inquiries.md). Pressing it does not
 * take focus first: otherwise the blur validates the field being left, its error pushes the button
 * down between mouse-down and mouse-up, and the click is lost.
 */
export function SubmitButton({ status, label }: { status: FormStatus; label: string }) {
  return (
    <Actions>
      <Button
        type="submit"
        disabled={status.state === 'submitting' || status.state === 'success'}
        onMouseDown={(event) => event.preventDefault()}
      >
        {status.state === 'submitting' ? 'Submitting...' : label}
      </Button>
    </Actions>
  )
}
