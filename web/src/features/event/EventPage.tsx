import { useSuspenseQuery } from '@tanstack/react-query'
import { memo, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { EventImageGrid } from './EventImageGrid.tsx'
import { EventIntro } from './EventIntro.tsx'
import { EventNotFound } from './EventNotFound.tsx'
import { HireThisLook } from './HireThisLook.tsx'
import { eventQueryOptions, type PortfolioEventDetail } from './eventQueries.ts'
import { Lightbox } from './Lightbox.tsx'
import { useLightboxUrl } from './useLightboxUrl.ts'
import { useStableCallback } from '../../lib/react/useStableCallback.ts'

const Closing = styled.nav`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.layout.gutter} ${theme.space[10]}`};
`

// Opening or stepping the lightbox re-renders the page that holds its state: the page's other parts
// keep their render, so a tap pays for the dialog alone (docs/decisions/0023).
const Intro = memo(EventIntro)
const Photos = memo(EventImageGrid)
const Look = memo(HireThisLook)

export function EventPage({ slug }: { slug: string }) {
  const { data: event } = useSuspenseQuery(eventQueryOptions(slug))
  return event ? <EventDetail event={event} /> : <EventNotFound />
}

function EventDetail({ event }: { event: PortfolioEventDetail }) {
  const lightbox = useLightboxUrl(event.images.length)
  const open = useStableCallback(lightbox.open)
  const buttons = useRef<(HTMLElement | null)[]>([])
  const returnFocus = useRef<HTMLElement | null>(null)

  // Focus comes back to the photo the lightbox opened on, whether by a click or by a link to it.
  // The lightbox's own effect (a child's, so it runs first) has used the target when this resets it.
  useEffect(() => {
    if (lightbox.index === null) returnFocus.current = null
    else returnFocus.current ??= buttons.current[lightbox.index] ?? null
  }, [lightbox.index])

  return (
    <article>
      <Intro event={event} />
      <Photos slug={event.slug} images={event.images} buttons={buttons} onOpen={open} />
      <Look eventName={event.name} items={event.hireLook} styledFor={event.guests} />
      <Closing aria-label="More events">
        <ButtonLink to="/portfolio" $variant="outline">
          View all events
        </ButtonLink>
      </Closing>
      <Lightbox
        images={event.images}
        index={lightbox.index}
        label={`Photographs of ${event.name}`}
        onShow={lightbox.show}
        onClose={lightbox.close}
        returnFocus={returnFocus}
      />
    </article>
  )
}
