import { sql } from 'drizzle-orm'
import { pageViews } from '@db/schema'
import {
  cleanPath,
  cleanQuery,
  EMAIL_LIKE,
  isTrackablePath,
  MAX_QUERY_LENGTH,
  SENSITIVE_PARAMS,
  TOKEN_PAGES,
  type PageViewKind,
} from '~/lib/analytics'
import { prepared } from './db'
import { log } from './log'

/**
 * First-party page views (docs/decisions.md, 'Page views'): path, the query of a first load, and the
 * kind. No cookies, no IP, no user id, no user agent. Secrets are stripped by ~/lib/analytics.
 */
export type PageView = { path: string; query?: string | null; kind: PageViewKind }

/** One page view: written on every full page load. */
const insertPageView = prepared((db) =>
  db
    .insert(pageViews)
    .values({ path: sql.placeholder('path'), query: sql.placeholder('query'), kind: sql.placeholder('kind') })
    .prepare(),
)

/** Stores one page view; returns whether it did. Never throws: analytics failures are only logged. */
export async function recordPageView({ path, query, kind }: PageView): Promise<boolean> {
  try {
    const cleanedPath = cleanPath(path)
    if (!cleanedPath || !isTrackablePath(cleanedPath)) return false
    await insertPageView().execute({ path: cleanedPath, query: kind === 'document' ? cleanQuery(query) : null, kind })
    return true
  } catch (error) {
    log.error('analytics: page view not recorded', { error })
    return false
  }
}

/**
 * A full page load as the root middleware sees it: GET of a page path answered with HTML, 200 or
 * 404 (a visit to a missing page counts), 400 or 403 (a page that explains a failure: an expired
 * verification link, 'Email Verification Required'). Redirects, errors, data requests, prefetches and HEAD (monitors and link
 * checkers: nobody sees the page) are not page views.
 */
export async function recordDocumentLoad(request: Request, response: Response): Promise<void> {
  try {
    if (request.method !== 'GET') return
    if (![200, 400, 403, 404].includes(response.status)) return
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return
    // A speculative prefetch is not a visit (yet).
    if (/prefetch|prerender/i.test(request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? '')) return
    const url = new URL(request.url)
    if (!isTrackablePath(url.pathname)) return
    await recordPageView({ path: url.pathname, query: url.search, kind: 'document' })
  } catch (error) {
    log.error('analytics: page view not recorded', { error })
  }
}

/**
 * The inline script that sets up gtag.js when GA_MEASUREMENT_ID is set (rendered by root with the
 * CSP nonce; built here so that none of it ships in the JavaScript bundle). Cookieless: consent
 * mode with storage denied, as the privacy policy promises only two cookies. No automatic page
 * view, which would carry the raw URL: `storybookPageView(pathname, search)`, called by
 * PageViewTracker, sends cleaned ones by the rules of ~/lib/analytics (no token, no email).
 */
export function googleAnalyticsInit(measurementId: string): string {
  const sensitive = JSON.stringify([...SENSITIVE_PARAMS])
  return [
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}`,
    `gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});`,
    `gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`,
    `window.storybookPageView=function(p,s){`,
    `var e=${EMAIL_LIKE},d=${sensitive},t=${JSON.stringify(TOKEN_PAGES)},k=new URLSearchParams(),i;`,
    `for(i=0;i<t.length;i++)if(p===t[i]||p.indexOf(t[i]+'/')===0){p=t[i];break}`,
    `if(i===t.length&&e.test(p))return;`,
    `new URLSearchParams(s||'').forEach(function(v,n){if(d.indexOf(n.toLowerCase())<0&&!e.test(v)&&!e.test(n))k.append(n,v)});`,
    `var q=k.toString(),u=q&&q.length<=${MAX_QUERY_LENGTH}?p+'?'+q:p,g={page_path:u,page_location:location.origin+u,page_title:document.title};`,
    `gtag('set',g);gtag('event','page_view',g)};`,
  ].join('')
}
