import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'
import styled from 'styled-components'

const Prose = styled.div<{ $lead: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.measure};
  color: ${({ theme }) => theme.colors.inkSoft};
  ${({ $lead, theme }) =>
    $lead
      ? `& > p:first-child {
          font-family: ${theme.fonts.display};
          font-size: ${theme.fontSizes.xl};
          line-height: ${theme.lineHeights.snug};
          color: ${theme.colors.ink};
        }`
      : ''}
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    color: ${({ theme }) => theme.colors.maroon};
    margin-top: ${({ theme }) => theme.space[3]};
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    border-left: 1px solid ${({ theme }) => theme.colors.gold};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-style: italic;
    color: ${({ theme }) => theme.colors.maroon};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

type CmsBlock = { _type: string; _key: string }

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : undefined
      const external = href?.startsWith('http')
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      )
    },
  },
}

/** A page whose rich text follows its h1 directly: the CMS's one heading level is the page's second. */
const sectionComponents: PortableTextComponents = {
  ...components,
  block: { h3: ({ children }) => <h2>{children}</h2> },
}

/**
 * Portable Text from the CMS in the site's reading typography; `lead` enlarges the first paragraph.
 * `topLevel` is for text that is the page's whole body (the hire terms): its headings become h2, so
 * the outline skips no level.
 */
export function RichText({
  value,
  lead = false,
  topLevel = false,
}: {
  value: readonly CmsBlock[] | null | undefined
  lead?: boolean
  topLevel?: boolean
}) {
  if (!value?.length) return null
  return (
    <Prose $lead={lead}>
      {/* TypeGen marks a block's children optional; Portable Text always stores them. */}
      <PortableText value={value as PortableTextBlock[]} components={topLevel ? sectionComponents : components} />
    </Prose>
  )
}
