import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { TextButton } from '../../components/ui/TextButton.tsx'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { addingDraft, addToDraft, readChangeDraft, saveChangeDraft } from '../../booking/changeDraft.ts'
import { AddTargetContext, type AddTarget } from '../../hire-list/addTarget.ts'
import { LINE_QUANTITY_MAX } from '../../planning/lineQuantity.ts'

/**
 * Held under the top bar while the grid scrolls past, so the way back is never out of reach; first in the
 * page's order, so the keyboard meets it before the cards.
 */
const Bar = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight};
  z-index: ${({ theme }) => theme.zIndices.raised};
  background: ${({ theme }) => theme.colors.ivory};
  border-top: 2px solid ${({ theme }) => theme.colors.gold};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.layout.gutter}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[4]};
  }
`

const Words = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.maroon};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  ${({ theme }) => theme.media.lg} {
    h2 {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
  /* On a phone the bar keeps to its heading and its buttons: the grid needs the height. */
  ${({ theme }) => theme.media.belowLg} {
    p {
      display: none;
    }
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[5]}`};
`

const Stop = styled(TextButton)`
  color: ${({ theme }) => theme.colors.maroon};
  text-decoration: underline;
  text-underline-offset: 0.25em;
`

/** Nothing else in the page moves the draft: nothing to subscribe to. */
const noChanges = () => () => {}

/**
 * The hire range while a couple add to their booking's change ("Add from the hire range" on their quote
 * page): the grid's buttons add to the change kept in this tab (booking/changeDraft.ts) rather than the
 * hire list, and a bar says so, with the way back to the booking. Only when the page shows the booking's
 * own date, so availability on the cards is the date's; read after hydration, as the hire list is.
 */
export function AddToBooking({ date, children }: { date: string | undefined; children: ReactNode }) {
  // The token of the change being added to, read once the page is live (none on the server, as the hire list).
  const addingToken = useSyncExternalStore(
    noChanges,
    () => addingDraft()?.token,
    () => undefined,
  )
  const draft = useMemo(() => (addingToken ? readChangeDraft(addingToken) : undefined), [addingToken])
  const [stopped, setStopped] = useState(false)
  const adding = draft && !stopped && draft.eventDate === date ? draft : undefined
  const token = adding?.token
  const target = useMemo<AddTarget | undefined>(
    () =>
      token
        ? {
            label: 'Add to booking',
            add(productId, quantity, variantKey) {
              const latest = readChangeDraft(token)
              if (latest) saveChangeDraft(addToDraft(latest, { productId, variantKey, quantity }, LINE_QUANTITY_MAX))
              return latest
                ? `Added ${quantity} to your booking`
                : 'Your change was closed: open it again from your booking'
            },
          }
        : undefined,
    [token],
  )
  const stop = () => {
    const latest = adding && readChangeDraft(adding.token)
    if (latest) saveChangeDraft({ ...latest, adding: false })
    setStopped(true)
  }
  return (
    <>
      {adding ? (
        <Bar aria-labelledby="adding-to-booking">
          <Inner>
            <Words>
              <h2 id="adding-to-booking">Adding to your booking on {formatEventDay(adding.eventDate)}</h2>
              <p>Pieces you add here join your change, not your hire list. Availability shown is for your date.</p>
            </Words>
            <Actions>
              <ButtonLink to="/quote/$token" params={{ token: adding.token }} $size="sm">
                Back to your booking
              </ButtonLink>
              <Stop type="button" onClick={stop}>
                Stop adding
              </Stop>
            </Actions>
          </Inner>
        </Bar>
      ) : null}
      <AddTargetContext value={target}>{children}</AddTargetContext>
    </>
  )
}
