import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { sceneSvg } from './art/scenes/index.ts'
import type { SceneArt } from '../content/types.ts'

const FRAMES: SceneArt[] = [
  { kind: 'scene', scene: 'tablescape', palette: 'blush', seed: 'hero', shape: 'landscape' },
  { kind: 'scene', scene: 'candles', palette: 'champagne', seed: 'hero-video', shape: 'landscape' },
]

export function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * A 7 s, 960x540, silent hero loop: two of our drawn scenes with a slow push-in and a crossfade.
 * Single-threaded x264 with bit-exact flags, so the bytes are the same on every run.
 */
export async function renderHeroVideo(): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'amaranth-hero-'))
  try {
    const inputs: string[] = []
    for (const [i, art] of FRAMES.entries()) {
      const file = join(dir, `frame${i}.png`)
      writeFileSync(
        file,
        await sharp(Buffer.from(sceneSvg(art)))
          .resize(1920, 1080, { fit: 'cover' })
          .png()
          .toBuffer(),
      )
      inputs.push('-loop', '1', '-framerate', '25', '-t', '4', '-i', file)
    }
    const out = join(dir, 'hero.mp4')
    const filter = [
      "[0]zoompan=z='1+0.0009*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=960x540:fps=25[a]",
      "[1]zoompan=z='1.09-0.0009*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=960x540:fps=25[b]",
      '[a][b]xfade=transition=fade:duration=1:offset=3,format=yuv420p[v]',
    ].join(';')
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-threads',
      '1',
      '-x264-params',
      'threads=1',
      '-movflags',
      '+faststart',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-map_metadata',
      '-1',
      out,
    ])
    return readFileSync(out)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
