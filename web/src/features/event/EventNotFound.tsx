import { StatePanel } from '../../components/states/StatePanel.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'

/** An address that matches no event: say so and lead back to all of them. */
export function EventNotFound() {
  return (
    <StatePanel title="Event not found" actions={<ButtonLink to="/portfolio">View the portfolio</ButtonLink>}>
      <p>We couldn't find that event. It may have moved; every celebration we have shared is in the portfolio.</p>
    </StatePanel>
  )
}
