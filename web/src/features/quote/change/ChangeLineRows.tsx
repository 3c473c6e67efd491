import styled from 'styled-components'
import { QuantityStepper } from '../../../components/ui/QuantityStepper.tsx'
import { formatEventDay } from '../../../availability/calendarDay.ts'
import { RemoveButton } from '../../../components/ui/TextButton.tsx'
import { formatCents } from '../../../pricing/money.ts'
import type { FormLine } from './changeLines.ts'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space[6]};
    align-items: start;
  }
`

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

const Name = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.maroon};
  overflow-wrap: anywhere;
`

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Free = styled(Detail)`
  color: ${({ theme }) => theme.colors.goldText};
`

const LineError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.md} {
    justify-content: flex-end;
  }
`

/** What the line's new quantity does, in words beside the stepper: "20 more", "5 fewer", "Removed". */
const Moved = styled.span`
  min-width: 5.5rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

function moved(line: FormLine): string {
  if (line.bookedQuantity === 0) return 'New'
  if (line.quantity === line.bookedQuantity) return ''
  if (line.quantity === 0) return 'Removed'
  const by = line.quantity - line.bookedQuantity
  return by > 0 ? `${by} more` : `${-by} fewer`
}

/** The pieces free on the date besides the booking's own, as the line can still use them. */
function freeWords(line: FormLine, eventDate: string): string {
  if (line.bookedQuantity === 0) return 'New to your booking: added if free on your date.'
  if (line.allowance?.increase === 'closed' || line.free === null) return ''
  const day = formatEventDay(eventDate)
  if (line.max <= line.bookedQuantity) return `None more free on ${day}.`
  return `Up to ${line.max - line.bookedQuantity} more free on ${day}.`
}

/**
 * The booking's lines, then the pieces being added: each with a stepper held to what it can be today
 * (the policy's words for the line say why, and are tied to the stepper), what is free on the date, and a
 * message from the server beside the line it is about.
 */
export function ChangeLineRows({
  lines,
  eventDate,
  errors,
  onQuantity,
}: {
  lines: readonly FormLine[]
  eventDate: string
  errors: Readonly<Record<string, string>>
  onQuantity: (line: FormLine, quantity: number) => void
}) {
  return (
    <List aria-label="Your lines">
      {lines.map((line) => {
        const id = `change-line-${line.key.replace(/[^\w-]/g, '-')}`
        const free = freeWords(line, eventDate)
        const error = errors[line.key]
        const describedBy = [line.allowance ? `${id}-words` : '', free ? `${id}-free` : '', error ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ')
        return (
          <Row key={line.key} aria-labelledby={`${id}-name`}>
            <Info>
              <Name id={`${id}-name`}>{line.name}</Name>
              <Detail>
                {formatCents(line.unitCents)} each
                {line.bookedQuantity > 0 ? `, ${line.bookedQuantity} booked` : ''}
              </Detail>
              {line.allowance ? <Detail id={`${id}-words`}>{line.allowance.words}</Detail> : null}
              {free ? <Free id={`${id}-free`}>{free}</Free> : null}
              {error ? <LineError id={`${id}-error`}>{error}</LineError> : null}
            </Info>
            <Controls>
              <QuantityStepper
                size="sm"
                label={`Quantity of ${line.name}`}
                min={line.min}
                max={line.max}
                value={line.quantity}
                describedBy={describedBy || undefined}
                invalid={!!error}
                onChange={(quantity) => onQuantity(line, quantity)}
              />
              <Moved>{moved(line)}</Moved>
              {line.bookedQuantity === 0 ? (
                <RemoveButton type="button" aria-label={`Remove ${line.name}`} onClick={() => onQuantity(line, 0)}>
                  Remove
                </RemoveButton>
              ) : null}
            </Controls>
          </Row>
        )
      })}
    </List>
  )
}
