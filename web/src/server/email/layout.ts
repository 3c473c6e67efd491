import { colors } from '../../theme/tokens.ts'

/**
 * The one layout of every email the site sends (inquiries, store receipts, bookings): the brand's
 * colours and faces, blocks that carry their HTML and their plain text together, and the page that
 * frames them. Plain template functions: every value passes through `escapeHtml` into the HTML part,
 * and the text part says the same (a React email library would need JSX, which the server's Node type
 * stripping cannot run).
 */

/**
 * The site's colours (theme tokens: gold is the shade meant for small text), with font stacks of
 * their own: no web font reaches a mail client, so these name the faces a reader may have installed.
 */
export const BRAND = {
  maroon: colors.maroon,
  ivory: colors.ivory,
  gold: colors.goldText,
  line: colors.line,
  white: colors.white,
  display: "'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  body: "'Jost', 'Helvetica Neue', Arial, sans-serif",
}

export const escapeHtml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** 2027-03-20 → Saturday 20 March 2027 (the date as typed: no time zone shifts it). */
export function formatEventDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** A piece of an email: its HTML and its plain text, saying the same. */
export type Block = { html: string; text: string }

export const paragraph = (words: string): Block => ({
  html: `<p style="margin:0 0 16px;font-family:${BRAND.body};font-size:15px;line-height:1.6;color:${BRAND.maroon}">${escapeHtml(words)}</p>`,
  text: words,
})

export const heading = (words: string): Block => ({
  html: `<h2 style="margin:28px 0 12px;font-family:${BRAND.display};font-size:22px;font-weight:500;color:${BRAND.maroon}">${escapeHtml(words)}</h2>`,
  text: `\n${words.toUpperCase()}`,
})

export function details(rows: Array<[string, string | undefined]>): Block {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]))
  const cell = `font-family:${BRAND.body};font-size:14px;line-height:1.5;padding:6px 0;vertical-align:top;color:${BRAND.maroon}`
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${shown
      .map(
        ([label, value]) =>
          `<tr><td style="${cell};width:34%;color:${BRAND.gold}">${escapeHtml(label)}</td><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    text: shown.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`).join('\n'),
  }
}

export function page(title: string, blocks: Block[], footer: string): { html: string; text: string } {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.ivory}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.ivory}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:${BRAND.white};border:1px solid ${BRAND.line}">
<tr><td style="background:${BRAND.maroon};padding:24px 32px;font-family:${BRAND.display};font-size:28px;letter-spacing:1px;color:${BRAND.ivory}">Amaranth Events</td></tr>
<tr><td style="padding:28px 32px 8px"><h1 style="margin:0 0 18px;font-family:${BRAND.display};font-size:30px;font-weight:500;color:${BRAND.maroon}">${escapeHtml(title)}</h1>
${blocks.map((block) => block.html).join('\n')}</td></tr>
<tr><td style="padding:20px 32px 28px;font-family:${BRAND.body};font-size:12px;color:${BRAND.gold}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`
  const text = `${title}\n\n${blocks.map((block) => block.text).join('\n\n')}\n\n--\n${footer}\n`
  return { html, text }
}
