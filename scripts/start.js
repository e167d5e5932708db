// `npm start`: builds when there is no build, validates the configuration, migrates the database
// and serves the app with Express on PORT. Plain JavaScript so it runs on Node without a compiler.
// Around the React Router app it adds what only the Node server can: request ids and the access
// log, the request body cap, static files, and a graceful shutdown (docs/self-hosting.md).
import crypto from 'node:crypto'
import http from 'node:http'
import { loadBuild, orExit } from './lib/load-build.js'

const { build, buildDir } = await loadBuild()
const [{ default: express }, { default: compression }, { createRequestHandler }, { writeReadableStreamToWritable }] = await Promise.all([
  import('express'),
  import('compression'),
  import('react-router'),
  import('@react-router/node'),
])
const server_ = build.entry.module
const { log } = server_
const config = await orExit(() => server_.boot())

// Must match app/.server/security/client-ip.ts and app/.server/page-cache.ts.
const CLIENT_IP_HEADER = 'x-storybook-client-ip'
const PEER_IP_HEADER = 'x-storybook-peer-ip'
const PAGE_REQUEST_HEADER = 'x-storybook-page-request'
// A request id from the reverse proxy is kept when it looks like one (and the proxy is trusted).
const REQUEST_ID = /^[\w.:-]{8,128}$/
// How long in-flight requests get to finish at shutdown before their connections are closed.
const DRAIN_MS = 10_000

let draining = false
const app = express()
app.disable('x-powered-by')
// One hop: the address the reverse proxy in front saw (the last X-Forwarded-For entry), never one the client wrote.
if (config.trustProxy) app.set('trust proxy', 1)

app.use((req, res, next) => {
  const fromProxy = config.trustProxy ? req.get('x-request-id') : undefined
  res.locals.requestId = fromProxy && REQUEST_ID.test(fromProxy) ? fromProxy : crypto.randomUUID()
  res.setHeader('X-Request-Id', res.locals.requestId)
  if (draining) res.setHeader('Connection', 'close')
  next()
})
app.use(compression())
// Fingerprinted bundles never change; everything else in public/ may. Static hits are not logged.
const nosniff = (res) => res.setHeader('X-Content-Type-Options', 'nosniff')
app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y', index: false, setHeaders: nosniff }))
const publicFiles = express.static(`${buildDir}/client`, { maxAge: '1h', index: false, setHeaders: nosniff })
// Every file in public/ has an extension, so a page's path ('/', '/story/1') skips the disk lookup.
const HAS_EXTENSION = /\.[^/]*$/
app.use((req, res, next) => (HAS_EXTENSION.test(req.path) ? publicFiles(req, res, next) : next()))
app.use((req, res, next) => {
  const started = performance.now()
  res.on('close', () => {
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    const status = res.writableFinished ? res.statusCode : 499 // 499: the client went away first
    server_.logRequest({
      requestId: res.locals.requestId,
      method: req.method,
      url: req.originalUrl,
      status,
      ms: performance.now() - started,
      ip,
    })
  })
  next()
})

// Bodies are read whole, up to the cap, before the app sees them (413 beyond; no compressed bodies).
// A body announced too large is refused before it is sent, and its connection closed.
// The recording pages take up to 10 MB of sound, an account import 100 MB (server_.bodyLimitFor);
// everything else the small cap. One reader per cap.
const bodyReaders = new Map()
const readBody = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const limit = server_.bodyLimitFor(req.path)
  if (!bodyReaders.has(limit)) bodyReaders.set(limit, express.raw({ type: () => true, limit, inflate: false }))
  return bodyReaders.get(limit)(req, res, next)
}
// No page or API path holds a control character or a line break; React Router's routes cannot match one.
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/i
app.use((req, res, next) => {
  if (CONTROL_IN_PATH.test(req.originalUrl.split('?')[0])) return sendError(req, res, 400)
  if (Number(req.get('content-length')) > server_.bodyLimitFor(req.path)) {
    res.setHeader('Connection', 'close')
    return sendError(req, res, 413)
  }
  next()
})
const handleRequest = createRequestHandler(build, process.env.NODE_ENV)

app.all('/{*splat}', readBody, async (req, res, next) => {
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? req.socket.remoteAddress ?? 'unknown') // never the client's own value
  headers.set(PEER_IP_HEADER, req.socket.remoteAddress ?? 'unknown') // the TCP peer, whatever a proxy says
  // A page, not its data ('/story/1.data', '/story/1/_.data'): only pages may come from the page cache.
  if (req.path.endsWith('.data')) headers.delete(PAGE_REQUEST_HEADER)
  else headers.set(PAGE_REQUEST_HEADER, '1')
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  let request
  try {
    // The app has one public origin, APP_URL (the same-origin check compares against it too), so
    // a TLS proxy in front needs nothing forwarded; without APP_URL, the loopback address it was
    // reached at. The path is appended as text: '//host' in it cannot change the origin.
    request = new Request(`${server_.requestOrigin(req.get('host'))}${req.originalUrl}`, {
      method: req.method,
      headers,
      signal: controller.signal,
      body: hasBody ? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)) : undefined,
    })
  } catch {
    return sendError(req, res, 400)
  }
  // Before React Router: its own guard answers a foreign page POST with a bare 400 and logs it as
  // an error. The app's middleware keeps the same check for the Vite dev server.
  if (server_.isCrossSiteRequest(request, config.appUrl)) return sendError(req, res, 403)
  try {
    const response = await server_.withRequestId(res.locals.requestId, () => handleRequest(request))
    await sendResponse(res, response)
  } catch (error) {
    next(error)
  }
})

async function sendResponse(res, response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel())
  if (draining) res.setHeader('Connection', 'close') // requests already in flight at SIGTERM too
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  if (!response.body) return void res.end()
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error
  }
}

const MESSAGES = {
  400: 'Bad request',
  403: 'Cross-site request refused',
  413: 'Request body too large',
  415: 'Unsupported content encoding',
}

/** Body-reading and other errors outside the app: a short JSON (or HTML for a browser) answer, never a stack. */
function sendError(req, res, status) {
  const message = MESSAGES[status] ?? (status < 500 ? 'Bad request' : 'Internal server error')
  if (res.headersSent) return void res.destroy()
  res
    .status(status)
    .set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'", 'Cache-Control': 'no-store' })
  if (req.accepts(['json', 'html']) === 'html') {
    res
      .type('html')
      .send(`<!doctype html><meta charset="utf-8"><title>${message}</title><h1>${message}</h1><p><a href="/">Back to Storybook</a></p>`)
  } else {
    res.json({ error: message })
  }
}

// eslint-disable-next-line no-unused-vars -- Express recognises error handlers by their four arguments.
app.use((error, req, res, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500
  if (status >= 500) log.error('server: unexpected error', { requestId: res.locals.requestId, error })
  sendError(req, res, status)
})

// Express calls back on a failed listen too, with the error: a port that cannot be had
// (EADDRINUSE, EACCES) ends the process at once, saying why, and never says it listens.
const server = app.listen(config.port, config.host, (error) => {
  if (error) {
    log.error('server: cannot listen', { code: error.code, host: config.host, port: config.port })
    process.exit(1)
  }
  log.info('server: listening', { url: config.appUrl, host: config.host, port: config.port, dataDir: config.dataDir })
})
server.keepAliveTimeout = 65_000
const servers = [server]
// The local trial on loopback answers at http://[::1]:PORT too (.env.example). A machine without
// IPv6, or with that port taken on ::1, still serves on 127.0.0.1.
if (config.alsoIpv6Loopback) {
  const ipv6 = http.createServer(app)
  ipv6.keepAliveTimeout = 65_000
  ipv6.once('error', (error) => log.info('server: not listening on [::1]', { code: error.code }))
  ipv6.listen(config.port, '::1', () => {
    servers.push(ipv6)
    log.info('server: listening', { host: '::1', port: config.port })
  })
}

/**
 * SIGTERM/SIGINT: stop accepting connections, pause the job runner (running stories resume at the
 * next start), let in-flight requests finish for up to DRAIN_MS, then close the database and exit.
 * A second signal exits at once.
 */
async function shutdown(signal) {
  if (draining) process.exit(1)
  draining = true
  log.info('server: draining', { signal })
  setTimeout(() => {
    log.error('server: shutdown timed out')
    process.exit(1)
  }, DRAIN_MS + 5_000).unref()
  const closed = Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  for (const s of servers) s.closeIdleConnections()
  const forceClose = setTimeout(() => {
    for (const s of servers) s.closeAllConnections()
  }, DRAIN_MS)
  await server_.pauseRunner()
  log.info('server: job runner paused')
  await closed
  clearTimeout(forceClose)
  await server_.shutdown().catch((error) => log.error('server: shutdown failed', { error }))
  log.info('server: stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('unhandledRejection', (error) => log.error('server: unhandled rejection', { error }))
process.on('uncaughtException', (error) => {
  log.error('server: uncaught exception, exiting', { error })
  process.exit(1)
})
