import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../components/ui/Button.tsx'
import { useHydrated } from '../lib/react/useHydrated.ts'
import { useHireList } from './hireListStore.ts'
import { sharedListHref } from './shareLink.ts'

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Confirmation = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
  &:empty {
    display: none;
  }
`

const LinkLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkSoft};
`

const LinkField = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

type Shared = { link: string; message: string }

/**
 * "Share this list": a link holding only product ids, variants and quantities
 * (docs/decisions/0011-share-link-format.md). The device's share sheet where it has one (Web Share
 * API), otherwise the link is copied, with a visible confirmation; the link is also shown in a
 * read-only field, to copy by hand when the clipboard is refused.
 */
export function ShareList() {
  const items = useHireList()
  const hydrated = useHydrated()
  const [shared, setShared] = useState<Shared | null>(null)
  if (hydrated && items.length === 0) return null

  const share = async () => {
    const link = new URL(sharedListHref(items), window.location.origin).href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Our hire list, Amaranth Events', url: link })
        return setShared({ link, message: 'Your list is ready to send.' })
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return setShared({ link, message: '' })
      }
    }
    try {
      await navigator.clipboard.writeText(link)
      setShared({ link, message: 'Link copied. Paste it into a message or email to share your list.' })
    } catch {
      setShared({ link, message: 'Copy the link below to share your list.' })
    }
  }

  return (
    <Wrapper>
      <Button type="button" $variant="outline" disabled={!hydrated} onClick={() => void share()}>
        Share this list
      </Button>
      <Confirmation role="status">{shared?.message ?? ''}</Confirmation>
      {shared ? (
        <>
          <LinkLabel htmlFor="shared-list-link">Link to your list</LinkLabel>
          <LinkField
            id="shared-list-link"
            type="url"
            readOnly
            value={shared.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : null}
    </Wrapper>
  )
}
