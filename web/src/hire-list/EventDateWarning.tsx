import styled from 'styled-components'
import { eventDateNotice, NOTICE_TEXT } from './eventDateNotice.ts'

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 2px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.paper};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
  &:empty {
    display: none;
  }
`

/**
 * Points out an event date in the past or less than 48 hours away (cancellations and changes need
 * 48 hours' notice); it never blocks. The live region is always there, so a screen reader hears
 * the note as soon as such a date is chosen.
 */
export function EventDateWarning({
  id,
  date,
  className,
}: {
  id: string
  date: string | undefined
  className?: string
}) {
  const notice = eventDateNotice(date)
  return (
    <Notice id={id} role="status" className={className}>
      {notice ? NOTICE_TEXT[notice] : ''}
    </Notice>
  )
}
