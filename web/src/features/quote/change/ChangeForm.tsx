import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/ui/Button.tsx'
import { planningRulesQueryOptions, productCardsQueryOptions } from '../../../catalogue/catalogueQueries.ts'
import { draftLineKey, readChangeDraft, saveChangeDraft } from '../../../booking/changeDraft.ts'
import type { ChangeLine, ChangeOffer, ChangePreview, ChangeRequestLine } from '../../../booking/changeView.ts'
import { Muted, Notice } from '../quoteStyles.ts'
import { fetchChangeOffer, previewChange, type ChangeOutcome, type ChangeProblem } from './changeApi.ts'
import { ChangeLineRows } from './ChangeLineRows.tsx'
import { ListNote } from './changeStyles.ts'
import { bookedQuantities, choose, formLines, requestLines, suggestFor, type Suggested } from './changeLines.ts'
import { ChangePlanner, planFieldsFrom, type PlanFields } from './ChangePlanner.tsx'
import { ChangeBlocked, ChangeReview } from './ChangeReview.tsx'
import { ChangeSign, RefusalNotice } from './ChangeSign.tsx'

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.maroon};
  scroll-margin-top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space[5]}`});
  &:focus {
    outline: none;
  }
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.belowLg} {
    display: grid;
  }
`

const Said = styled.div`
  &:empty {
    display: none;
  }
`

type Props = {
  token: string
  eventDate: string
  /** Back from the hire range (or a reload) with a change being made: the form shows its lines at once. */
  returning: boolean
  /** The balance was paid: a higher total is paid now by card, a lower one refunded. */
  paidInFull: boolean
  onGo: (url: string) => void
  onDone: (outcome: ChangeOutcome) => void
  /** The booking moved on (a change already open, too late now): the page reads the quote again. */
  onStale: () => void
}

const OFFER_FAILED =
  'The lines of your booking cannot be loaded just now. Nothing has changed; please try again in a minute.'

/**
 * "Change my booking" (its own chunk): the booking's lines from `GET …/change`, then the change made and
 * reviewed; every figure the server's.
 */
export function ChangeForm(props: Props) {
  const { token } = props
  const offer = useQuery({
    queryKey: ['quote-change', token],
    queryFn: () => fetchChangeOffer(token),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  })
  if (offer.isPending) return <Muted aria-busy="true">Loading your booking…</Muted>
  if (offer.isError)
    return (
      <Notice $tone="error" role="alert">
        <p>{OFFER_FAILED}</p>
        <div>
          <Button type="button" $variant="outline" onClick={() => void offer.refetch()}>
            Try again
          </Button>
        </div>
      </Notice>
    )
  if (!offer.data.open) return <Closed reason={offer.data.reason} onStale={props.onStale} />
  return <ChangeEditor {...props} offer={offer.data} />
}

function Closed({ reason, onStale }: { reason: string; onStale: () => void }) {
  // What the page showed is behind the server: it reads the quote again (a change now waiting shows there).
  useEffect(onStale, [onStale])
  return (
    <Notice role="status">
      <p>{reason}</p>
    </Notice>
  )
}

/** The lines a 400 names (`lines.2.quantity`, `lines.2`) beside their row; anything else said above the buttons. */
function placeFieldErrors(fields: Record<string, string>, sent: readonly ChangeRequestLine[]) {
  const byLine: Record<string, string> = {}
  const rest: string[] = []
  for (const [name, message] of Object.entries(fields)) {
    const at = /^lines\.(\d+)(?:\.|$)/.exec(name)
    const line = at ? sent[Number(at[1])] : undefined
    if (line) byLine[draftLineKey(line)] = message
    else rest.push(message)
  }
  return { byLine, rest }
}

type Problem = ChangeProblem | { kind: 'nothing' } | { kind: 'fields'; messages: string[] }

function ProblemNotice({ problem }: { problem: Problem }) {
  if (problem.kind === 'refusal') return <RefusalNotice refusal={problem.refusal} />
  const text =
    problem.kind === 'nothing'
      ? 'Nothing has changed yet: set a quantity, add a piece, or suggest quantities first.'
      : problem.kind === 'fields'
        ? problem.messages.join(' ')
        : problem.kind === 'failed'
          ? problem.message
          : 'Please correct the lines marked.'
  return (
    <Notice $tone="error">
      <p>{text}</p>
    </Notice>
  )
}

function ChangeEditor({
  token,
  offer,
  returning,
  paidInFull,
  onGo,
  onDone,
  onStale,
}: Props & { offer: Extract<ChangeOffer, { open: true }> }) {
  const [draft] = useState(() => readChangeDraft(token))
  const [chosen, setChosen] = useState<ChangeRequestLine[]>(() => draft?.lines ?? bookedQuantities(offer.lines))
  const [plan, setPlan] = useState<PlanFields>(() => draft?.plan ?? planFieldsFrom(offer.plan))
  const [suggested, setSuggested] = useState<{ lines: Suggested[]; before: ChangeRequestLine[] }>()
  const [review, setReview] = useState<{ preview: ChangePreview; lines: ChangeRequestLine[] }>()
  const [problem, setProblem] = useState<Problem>()
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const linesHeading = useRef<HTMLHeadingElement>(null)
  const reviewHeading = useRef<HTMLHeadingElement>(null)

  const bookedKeys = useMemo(() => new Set(offer.lines.map((line: ChangeLine) => line.key)), [offer.lines])
  const adds = chosen.some((line) => line.quantity > 0 && !bookedKeys.has(draftLineKey(line)))
  const products = useQuery({ ...productCardsQueryOptions(), enabled: adds })
  const rules = useQuery(planningRulesQueryOptions())
  const rows = useMemo(() => formLines(offer.lines, chosen, products.data), [offer.lines, chosen, products.data])
  const increasesOpen = offer.lines.some((line) => line.allowance.increase !== 'closed')
  const scalable = rules.data
    ? offer.lines.some((line) => rules.data.some((rule) => rule.id === line.productId && rule.scaling?.basis))
    : undefined

  useEffect(() => {
    saveChangeDraft({ token, eventDate: offer.eventDate, lines: chosen, plan, adding: false })
  }, [token, offer.eventDate, chosen, plan])

  useEffect(() => {
    if (!returning) return
    // Focus scrolls the heading into view, clear of the top bar (its scroll-margin).
    linesHeading.current?.focus()
  }, [returning])

  useEffect(() => {
    if (review) reviewHeading.current?.focus()
  }, [review])

  const edit = (next: ChangeRequestLine[]) => {
    setChosen(next)
    setSuggested(undefined)
    setProblem(undefined)
  }

  const startReview = async () => {
    const lines = requestLines(rows)
    setLineErrors({})
    if (lines.length === 0) return setProblem({ kind: 'nothing' })
    setBusy(true)
    setProblem(undefined)
    const result = await previewChange(token, { lines })
    setBusy(false)
    if (result.ok) return setReview({ preview: result.value, lines })
    if (result.kind === 'invalid') {
      const { byLine, rest } = placeFieldErrors(result.fields, lines)
      setLineErrors(byLine)
      return setProblem(rest.length ? { kind: 'fields', messages: rest } : result)
    }
    setProblem(result)
    if (result.kind === 'refusal' && (result.refusal.error === 'change-open' || result.refusal.error === 'closed'))
      onStale()
  }

  const backToLines = () => {
    setReview(undefined)
    requestAnimationFrame(() => linesHeading.current?.focus())
  }

  if (review) {
    const blocked = review.preview.short.length > 0 || review.preview.refused.length > 0
    return (
      <Stack>
        <Section aria-labelledby="change-review">
          <Heading id="change-review" ref={reviewHeading} tabIndex={-1}>
            Review your change
          </Heading>
          <ChangeReview preview={review.preview} paidInFull={paidInFull} />
          <div role="alert">
            <ChangeBlocked short={review.preview.short} refused={review.preview.refused} />
          </div>
        </Section>
        {blocked ? (
          <Buttons>
            <Button type="button" onClick={backToLines}>
              Back to your lines
            </Button>
          </Buttons>
        ) : (
          <Section aria-labelledby="change-sign">
            <Heading id="change-sign">Sign your change</Heading>
            <Muted>
              A change is a new acceptance of your booking: type your name and agree to the hire terms again.
            </Muted>
            <ChangeSign
              token={token}
              lines={review.lines}
              onGo={onGo}
              onDone={onDone}
              onStale={onStale}
              onBack={backToLines}
            />
          </Section>
        )}
      </Stack>
    )
  }

  return (
    <Stack>
      <Section aria-labelledby="change-lines">
        <Heading id="change-lines" ref={linesHeading} tabIndex={-1}>
          Your lines
        </Heading>
        <Muted>Set each line to the number you need. What each line allows today is written under it.</Muted>
        <ChangeLineRows
          lines={rows}
          eventDate={offer.eventDate}
          errors={lineErrors}
          onQuantity={(line, quantity) => edit(choose(chosen, line, quantity))}
        />
        {offer.keptLines?.length ? (
          <ListNote>
            <p>Also in your booking, as they are (ask us to change these):</p>
            <ul>
              {offer.keptLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </ListNote>
        ) : null}
        {increasesOpen ? (
          <div>
            <ButtonLink
              to="/hire-range"
              search={{ date: offer.eventDate }}
              hash="all-products"
              $variant="outline"
              onClick={() => saveChangeDraft({ token, eventDate: offer.eventDate, lines: chosen, plan, adding: true })}
            >
              Add from the hire range
            </ButtonLink>
          </div>
        ) : null}
      </Section>
      <div>
        <ChangePlanner
          fields={plan}
          suggested={suggested?.lines}
          canSuggest={scalable === false ? 'none-scale' : scalable === true}
          onFields={setPlan}
          onSuggest={(guestPlan) => {
            if (!rules.data) return
            const lines = suggestFor(rows, guestPlan, rules.data)
            const next = lines.reduce((all, line) => choose(all, line, line.to), chosen)
            setChosen(next)
            setProblem(undefined)
            setSuggested({ lines, before: chosen })
          }}
          onUndo={() => {
            if (suggested) setChosen(suggested.before)
            setSuggested(undefined)
          }}
        />
      </div>
      <Said role="alert">{problem ? <ProblemNotice problem={problem} /> : null}</Said>
      <Buttons>
        <Button type="button" disabled={busy} onClick={() => void startReview()}>
          {busy ? 'Working out your figures…' : 'Review changes'}
        </Button>
      </Buttons>
    </Stack>
  )
}
