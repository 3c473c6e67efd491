import { describe, expect, it } from 'vitest'
import { replicaFileName, replicaUrl, stripScripts } from '../src/replica.ts'

describe('stripScripts', () => {
  it('removes every script and module preload, and keeps content and stylesheets', () => {
    const html = [
      '<head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/b.js">',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script></head>',
      '<body><h1>Hire range</h1><img src="/cms/x.jpg" alt="">',
      '<script>window.$_TSR={"a":"<\\/script>"}</script >',
      '<SCRIPT>alert(1)</SCRIPT></body>',
    ].join('')
    const stripped = stripScripts(html)
    expect(stripped).not.toMatch(/script|modulepreload/i)
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/a.css">')
    expect(stripped).toContain('<h1>Hire range</h1><img src="/cms/x.jpg" alt="">')
  })
})

describe('replica names', () => {
  it('gives each route its own file under /__replica/', () => {
    expect(replicaFileName('/')).toBe('index.html')
    expect(replicaFileName('/hire/decor-1')).toBe('hire__decor-1.html')
    expect(replicaUrl('http://localhost:4305', '/hire-range')).toBe('http://localhost:4305/__replica/hire-range.html')
  })
})
