import IframeResizer from '@iframe-resizer/react'
import styled from 'styled-components'

const Frame = styled.div`
  position: relative;
  min-height: 720px;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  padding: ${({ theme }) => theme.space[2]};
  iframe {
    display: block;
    width: 100%;
    min-height: 700px;
    border: 0;
  }
`

/**
 * The external booking form, kept to its content's height by iframe-resizer (the npm parent
 * package, not an externally loaded script); the form page carries the child script.
 */
export function EnquiryFrame({ src }: { src: string }) {
  return (
    <Frame>
      <IframeResizer
        license="GPLv3"
        src={src}
        title="Event Enquiry Form"
        loading="lazy"
        checkOrigin={[new URL(src).origin]}
        warningTimeout={0}
        log={false}
      />
    </Frame>
  )
}
