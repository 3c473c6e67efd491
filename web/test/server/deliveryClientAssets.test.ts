import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { clientAssetsFromBuild } from '../../src/server/clientAssets.ts'
import type { Manifest } from '../../src/server/delivery/viteManifest.ts'

const FONTS = ['assets/jost-latin-wght-normal-A1.woff2', 'assets/cormorant-garamond-latin-wght-normal-B2.woff2']

/** A client build's manifest in the shape Vite writes, with TanStack Router's split route chunks. */
function manifest(fonts = FONTS): Manifest {
  return {
    'src/entry-client.tsx': {
      file: 'assets/entry-1.js',
      isEntry: true,
      imports: ['_react.js', '_client.js'],
      dynamicImports: ['src/hydrateDocument.tsx'],
      css: ['assets/entry-1.css'],
      assets: ['assets/jost-cyrillic-wght-normal-C3.woff2', ...fonts],
    },
    '_react.js': { file: 'assets/react-1.js' },
    'src/hydrateDocument.tsx': {
      file: 'assets/hydrateDocument-1.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_dom.js'],
    },
    '_dom.js': { file: 'assets/dom-1.js' },
    '_client.js': { file: 'assets/client-1.js', imports: ['_react.js'] },
    '_Gallery.js': { file: 'assets/Gallery-1.js', imports: ['_react.js', '_wrap.js'] },
    '_wrap.js': { file: 'assets/wrap-1.js' },
    'src/routes/index.tsx?tsr-split=component': {
      file: 'assets/routes-1.js',
      isDynamicEntry: true,
      imports: ['_client.js'],
    },
    'src/routes/events/$slug.tsx?tsr-split=component': {
      file: 'assets/_slug-1.js',
      isDynamicEntry: true,
      imports: ['_Gallery.js', 'src/entry-client.tsx'],
    },
    'src/routes/events/$slug.tsx?tsr-split=notFoundComponent': { file: 'assets/_slug-2.js', isDynamicEntry: true },
  }
}

const builds: string[] = []
afterAll(() => builds.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function build(css: string, fonts?: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'amaranth-assets-'))
  builds.push(dir)
  mkdirSync(join(dir, '.vite'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest(fonts)))
  writeFileSync(join(dir, 'assets/entry-1.css'), css)
  return dir
}

describe('client assets from the build', () => {
  it('inlines a small stylesheet, preloads the first-paint fonts, and leaves the modules, the renderer included, to the boot script', () => {
    const { headTags } = clientAssetsFromBuild(build('@font-face{font-family:X}'))
    expect(
      headTags.startsWith(
        '<style>@font-face{font-family:X}</style>' +
          '<link rel="preload" href="/assets/jost-latin-wght-normal-A1.woff2" as="font" type="font/woff2" crossorigin>' +
          '<link rel="preload" href="/assets/cormorant-garamond-latin-wght-normal-B2.woff2" as="font" type="font/woff2" crossorigin>' +
          '<script type="application/json" data-boot-modules>["/assets/react-1.js","/assets/client-1.js","/assets/hydrateDocument-1.js","/assets/dom-1.js"]</script>' +
          '<script>(',
      ),
    ).toBe(true)
    expect(headTags).toContain('"entry":"/assets/entry-1.js"')
    // Nothing fetches a module before the boot script decides to.
    expect(headTags).not.toMatch(/<link rel="modulepreload"|<script type="module"/)
  })

  it('links a large stylesheet instead of inlining it', () => {
    const { headTags } = clientAssetsFromBuild(build(`a{color:red}${' '.repeat(9000)}`))
    expect(headTags.startsWith('<link rel="stylesheet" href="/assets/entry-1.css">')).toBe(true)
    expect(headTags).not.toContain('<style>')
  })

  it("lists for the boot script each matched route's component chunk and what it imports beyond the entry", () => {
    const { routeHeadTags } = clientAssetsFromBuild(build(''))
    expect(routeHeadTags(['__root__', '/events/$slug'])).toBe(
      '<script type="application/json" data-boot-modules>["/assets/_slug-1.js","/assets/Gallery-1.js","/assets/wrap-1.js"]</script>',
    )
    expect(routeHeadTags(['__root__', '/'])).toBe(
      '<script type="application/json" data-boot-modules>["/assets/routes-1.js"]</script>',
    )
    expect(routeHeadTags(['__root__', '/no-such-route'])).toBe('')
  })

  it('fails at start-up, naming the pattern, when a first-paint font is not in the build', () => {
    expect(() => clientAssetsFromBuild(build('', [FONTS[0]!]))).toThrow(
      /cormorant-garamond-latin-wght-normal.*FIRST_PAINT_FONTS/,
    )
  })
})
