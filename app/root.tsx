import { lazyPart } from '~/components/lazy-part'
import { Suspense, useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { sessionUser } from './.server/auth/guards'
import { googleAnalyticsInit } from './.server/analytics'
import { toastContext } from './.server/context'
import { env } from './.server/env'
import { rootMiddleware } from './.server/middleware'
import { Footer } from './components/Footer'
import { Header } from './components/Header'
import { NavigationProgress } from './components/NavigationProgress'
import { useNonce } from './components/nonce'
import './app.css'
import type { ReadingOptions } from '~/lib/reading-options'
import type { HeaderUser } from '~/lib/user'
import type { User } from '@db/schema'

// Not needed for the first paint of most pages: its script loads when a toast is shown (the server
// renders the toast all the same, so it shows at once and without JavaScript).
// Error pages are rare: their script loads only when one is shown.
const RouteError = lazyPart(() => import('./components/RouteError').then((m) => m.RouteError))
// Client route changes only (the server counts the first load): it may load after the page's script.
const PageViewTracker = lazyPart(() => import('./components/PageViewTracker').then((m) => m.PageViewTracker))
/** The path the document was loaded at, read before hydration (null on the server). */
const DOCUMENT_PATH = typeof window === 'undefined' ? null : window.location.pathname
// Only for a signed-in user who has not verified yet.
const UnverifiedNotice = lazyPart(() => import('./components/UnverifiedNotice').then((m) => m.UnverifiedNotice))
const ToastView = lazyPart(() => import('./components/Toast').then((m) => m.ToastView))

export const middleware: Route.MiddlewareFunction[] = [rootMiddleware]

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }]

export async function loader({ context }: Route.LoaderArgs) {
  const user = sessionUser(context)
  const flash = context.get(toastContext)
  if (flash.toast) flash.consumed = true
  return {
    user: user ? headerUser(user) : null,
    toast: flash.toast ? { ...flash.toast, id: crypto.randomUUID() } : null,
    supportEmail: env().supportEmail,
    googleAnalytics: googleAnalytics(),
  }
}

/** The header's view of the signed-in user: no query, all of it is on the session's row. */
function headerUser(user: User): HeaderUser {
  return { email: user.email, email_verified: user.emailVerified, display_name: user.displayName, avatar_url: user.avatarUrl }
}

/** GA4, beside our own page views: gtag.js and its setup script, only when GA_MEASUREMENT_ID is set. */
function googleAnalytics() {
  const id = env().gaMeasurementId
  return id ? { src: `https://www.googletagmanager.com/gtag/js?id=${id}`, init: googleAnalyticsInit(id) } : null
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  const user = data?.user ?? null
  // Bedtime mode (a story page's choice) dims the whole page, header and footer included.
  const matches = useMatches()
  const bedtime = matches.some((match) => (match.loaderData as { bedtime?: unknown } | undefined)?.bedtime === true)
  // A story page's reading options: the text size and letters of the story text, contrast everywhere.
  const reading = readingOptionsOf(matches)
  // Set once React has committed the page: before then a click reaches a router that ignores
  // navigate(), so the end-to-end tests wait for it (tests/e2e/fixtures.ts `hydrated`).
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html
      lang="en"
      data-bedtime={bedtime ? '' : undefined}
      data-text-size={reading?.textSize}
      data-letters={reading?.dyslexic ? 'dyslexic' : undefined}
      data-contrast={reading?.contrast ? 'high' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={bedtime ? '#1b1411' : '#fffaf2'} />
        <Meta />
        <Links />
        {data?.googleAnalytics ? (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own setup script (analytics.ts), no user input, allowed by this response's nonce */}
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data.googleAnalytics.init }} />
            <script async nonce={nonce} suppressHydrationWarning src={data.googleAnalytics.src} />
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Header user={user} supportEmail={data?.supportEmail ?? ''} />
        {user && !user.email_verified ? (
          <Suspense fallback={null}>
            <UnverifiedNotice email={user.email} />
          </Suspense>
        ) : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        {data?.toast ? (
          <Suspense fallback={null}>
            <ToastView key={data.toast.id} id={data.toast.id} toast={data.toast} />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <PageViewTracker documentPath={DOCUMENT_PATH} />
        </Suspense>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function readingOptionsOf(matches: ReturnType<typeof useMatches>): ReadingOptions | null {
  for (const match of matches) {
    const reading = (match.loaderData as { reading?: ReadingOptions } | undefined)?.reading
    if (reading) return reading
  }
  return null
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The server logs it in entry.server's handleError; this is for the browser's console.
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  )
}
