import { useRef, useState } from 'react'
import styled from 'styled-components'
import { useAmbientVideo } from './useAmbientVideo.ts'
import { Icon } from '../../components/ui/Icon.tsx'

const Video = styled.video<{ $visible: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow} ease;
`

const Toggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.layout.gutter};
  bottom: ${({ theme }) => theme.space[5]};
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.lineOnDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.ivory};
  cursor: pointer;
`

/**
 * The hero's ambient film, mounted only in the browser after hydration and only when motion and
 * data use allow it; it fades in over the poster once it actually plays, and can be paused.
 */
export function HeroVideo({ src, type }: { src: string | undefined; type?: string | null }) {
  const allowed = useAmbientVideo()
  const [playing, setPlaying] = useState(false)
  const [paused, setPaused] = useState(false)
  const ref = useRef<HTMLVideoElement>(null)
  if (!allowed || !src) return null
  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) void video.play()
    else video.pause()
    setPaused(!video.paused)
  }
  return (
    <>
      <Video
        ref={ref}
        $visible={playing}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
      >
        <source src={src} type={type ?? undefined} />
      </Video>
      <Toggle type="button" onClick={toggle} aria-label={paused ? 'Play background video' : 'Pause background video'}>
        <Icon size={14} fill="currentColor">
          {paused ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" />}
        </Icon>
      </Toggle>
    </>
  )
}
