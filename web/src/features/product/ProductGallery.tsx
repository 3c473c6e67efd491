import { useState } from 'react'
import styled from 'styled-components'
import { SanityImage, type CmsImage } from '../../components/media/SanityImage.tsx'

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`

const Main = styled.div`
  background: ${({ theme }) => theme.colors.ivory};
`

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`

const Thumb = styled.button<{ $active: boolean }>`
  padding: 0;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.maroon : theme.colors.line)};
  outline-offset: 2px;
  background: ${({ theme }) => theme.colors.ivory};
  cursor: pointer;
  opacity: ${({ $active }) => ($active ? 1 : 0.75)};
  transition: opacity ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover {
    opacity: 1;
  }
`

/** The product's images: one large, with thumbnails to switch only when there is more than one. */
export function ProductGallery({ images, name }: { images: readonly CmsImage[]; name: string }) {
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0] ?? null
  return (
    <Figure>
      <Main>
        <SanityImage image={current} aspectRatio={1} priority sizes="(min-width: 1024px) 600px, 100vw" />
      </Main>
      {images.length > 1 ? (
        <Thumbs role="group" aria-label={`Images of ${name}`}>
          {images.map((image, i) => (
            <Thumb
              key={image?.asset?._id ?? i}
              type="button"
              $active={i === index}
              aria-pressed={i === index}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              onClick={() => setIndex(i)}
            >
              <SanityImage image={image} aspectRatio={1} sizes="96px" alt="" />
            </Thumb>
          ))}
        </Thumbs>
      ) : null}
    </Figure>
  )
}
