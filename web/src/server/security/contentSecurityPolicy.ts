export type PagePolicyOptions = {
  /** Set when content comes from a hosted Sanity project rather than the embedded lake (our origin). */
  sanityProjectId?: string
  /** The origin of the enquiry form, the one page the site frames. */
  enquiryFormOrigin?: string
  /** 'sha256-…' sources of the page's own inline scripts (inlineScriptHashes.ts). */
  scriptHashes: string[]
  /** `pnpm dev`: Vite's hot-reload socket listens on a port of its own. */
  development?: boolean
  /** A page in preview: the Studio's origin, whose Presentation tool frames it. Otherwise no one may. */
  framedBy?: string
  /** The store's checkout (Stripe's, or the fake's in tests): the store's form is redirected there. */
  checkoutOrigin?: string
}

type Directives = Record<string, string[]>

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The policy of a server-rendered page: scripts only from our origin or with the hash of an inline
 * script the server itself rendered, so an injected script never runs. Styles allow inline: see
 * docs/decisions/0005-content-security-policy.md.
 */
export function pagePolicy({
  sanityProjectId,
  enquiryFormOrigin,
  scriptHashes,
  development,
  framedBy,
  checkoutOrigin,
}: PagePolicyOptions) {
  const sanityApi = sanityProjectId
    ? [`https://${sanityProjectId}.api.sanity.io`, `https://${sanityProjectId}.apicdn.sanity.io`]
    : []
  const sanityCdn = sanityProjectId ? ['https://cdn.sanity.io'] : []
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the blurred placeholders (Sanity's LQIP) shown while an image loads.
    'img-src': ["'self'", 'data:', ...sanityCdn],
    'media-src': ["'self'", ...sanityCdn],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sanityApi, ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': enquiryFormOrigin ? [enquiryFormOrigin] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A form's redirects count as its action: the store's checkout form ends on the checkout's origin.
    'form-action': ["'self'", ...(checkoutOrigin ? [checkoutOrigin] : [])],
    'frame-ancestors': framedBy ? [framedBy] : ["'none'"],
  })
}

/**
 * Everything that is not a page (JSON, images, scripts, XML) loads nothing of its own when opened
 * directly; inline styles stay allowed so a directly opened SVG still draws.
 */
export const RESOURCE_POLICY = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
})
