import styled from 'styled-components'
import { telHref } from '../../lib/format/telHref.ts'

const Note = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
    white-space: nowrap;
  }
`

type ContactNoteProps = { lead: string; phone: string; email?: string; className?: string }

/** A quiet line offering the phone (and email) as the way round, e.g. when a form cannot load. */
export function ContactNote({ lead, phone, email, className }: ContactNoteProps) {
  return (
    <Note className={className}>
      {lead} Call us on <a href={telHref(phone)}>{phone}</a>
      {email ? (
        <>
          {' '}
          or email <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
      .
    </Note>
  )
}
