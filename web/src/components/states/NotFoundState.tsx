import { ButtonLink } from '../ui/Button.tsx'
import { StatePanel } from './StatePanel.tsx'

export function NotFoundState() {
  return (
    <StatePanel title="Page not found" actions={<ButtonLink to="/">Back to home</ButtonLink>}>
      <p>The page you were looking for has moved or no longer exists.</p>
    </StatePanel>
  )
}
