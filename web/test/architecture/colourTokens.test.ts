import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** The theme's tokens are the one home of a colour (eslint.config.js); linted as boundaries.test.ts lints. */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

async function colourErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
}

describe('colours come from the theme', () => {
  it.each([
    ['a string', "export const probe = { color: '#330506' }\n"],
    ['a short hex in a template', 'export const probe = (x: string) => `border:1px solid #fff;${x}`\n'],
  ])('fails %s outside the theme', async (_case, code) => {
    expect(await colourErrors('web/src/server/email/Probe.ts', code)).toHaveLength(1)
    expect(await colourErrors('web/src/theme/Probe.ts', code)).toHaveLength(0)
  })

  it('leaves a fragment link alone', async () => {
    expect(
      await colourErrors('web/src/features/home/Probe.ts', "export const probe = '/hire-range#all-products'\n"),
    ).toEqual([])
    // Starts like a colour (#add), but the word goes on.
    expect(await colourErrors('web/src/features/home/Probe.ts', "export const probe = '/services#add-ons'\n")).toEqual(
      [],
    )
  })
})
