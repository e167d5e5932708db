import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { nonceContext } from './.server/context'
import { log, loggablePath } from './.server/log'
import { memoizedRender, memoizeRender, renderMemoKey } from './.server/render-memo'
import { partsLoaded } from './components/lazy-part'
import { NonceProvider } from './components/nonce'

export const streamTimeout = 5_000

/** For scripts/: start.js calls await boot() before listening and shutdown() on SIGTERM; seed.js seedSamples(). */
export { boot, pauseRunner, seedSamples, shutdown } from './.server/boot'
/** For scripts/start.js: one logger, request ids, the body size cap. */
export { log, logRequest, withRequestId } from './.server/log'
export { bodyLimitFor, IMPORT_UPLOAD_MAX_BYTES, MAX_BODY_BYTES, RECORDING_UPLOAD_MAX_BYTES } from './.server/http'
export { isCrossSiteRequest, requestOrigin } from './.server/security/origin'
/** For scripts/backup.js and scripts/restore.js: `npm run backup`, `npm run restore`. */
export { createBackup, restoreBackup } from './.server/backup'
export { migrateToPostgres } from './.server/migrate-to-postgres'

/**
 * Unexpected errors of loaders, actions and rendering, logged once. Aborted requests and React
 * Router's own 4xx answers (no route, no action for a POST) are not errors of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  log.error('render: unexpected error', { method: request.method, path: loggablePath(new URL(request.url).pathname), error })
}
/** For scripts/credits.js: `npm run credits -- grant EMAIL N`. */
export { grantCredits } from './.server/billing/payments'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(nonceContext)
  if (!nonce) {
    // React Router answered before the middleware ran (OPTIONS or another method no route takes):
    // no nonce and no security headers were made, so no page either, just the status in words.
    const text = responseStatusCode === 405 ? 'Method not allowed' : responseStatusCode === 404 ? 'Not found' : 'Bad request'
    return new Response(`${text}\n`, {
      status: responseStatusCode,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    })
  }
  const memoKey = renderMemoKey(request, responseStatusCode, routerContext)
  const memoized = memoKey ? memoizedRender(memoKey, nonce) : null
  if (memoized !== null) {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(memoized, { headers: responseHeaders, status: responseStatusCode })
  }
  await partsLoaded() // loaded as the app starts: from the first request on, a resolved promise
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    // Wait for everything: pages must be complete HTML for browsers without JavaScript. Once all
    // is ready React writes the whole page at once, so it is gathered into one buffer and sent in
    // one piece rather than as a stream of 4 KB chunks, each its own trip through the web stream,
    // Express and the socket.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary (the lazy parts) in its place in the HTML, however long the page:
        // React would otherwise send a boundary after about 12 KB apart, for a script to move in,
        // and a browser without JavaScript would never show it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          const chunks: Buffer[] = []
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              const html = Buffer.concat(chunks)
              if (memoKey && responseStatusCode === 200) memoizeRender(memoKey, html.toString(), nonce)
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
              callback()
            },
          })
          page.on('error', reject)
          pipe(page)
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) log.error('render: error after the shell', { error })
        },
      },
    )
  })
}
