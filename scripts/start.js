// `npm start`: builds when there is no build, validates the configuration, migrates the database
// and serves the app with Express on PORT. Plain JavaScript so it runs on Node without a compiler.
import { loadBuild, orExit } from './lib/load-build.js'

const { build, buildDir } = await loadBuild()
const [{ default: express }, { default: compression }, { createRequestHandler }] = await Promise.all([
  import('express'),
  import('compression'),
  import('@react-router/express'),
])
const config = orExit(() => build.entry.module.boot())

// Must match app/.server/security/client-ip.ts.
const CLIENT_IP_HEADER = 'x-storybook-client-ip'

const app = express()
app.disable('x-powered-by')
if (config.trustProxy) app.set('trust proxy', true)
app.use(compression())
// Fingerprinted bundles never change; everything else in public/ may.
app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y', index: false }))
app.use(express.static(`${buildDir}/client`, { maxAge: '1h', index: false }))
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
})
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const server = app.listen(config.port, config.host, () => {
  console.info(`[start] Storybook listening on ${config.appUrl} (port ${config.port}, data in ${config.dataDir})`)
})
server.keepAliveTimeout = 65_000

async function shutdown(signal) {
  console.info(`[start] ${signal}: closing`)
  server.close()
  setTimeout(() => process.exit(0), 5000).unref()
  // Running stories stop here and resume at the next start.
  await build.entry.module.shutdown().catch((error) => console.error(error))
  process.exit(0)
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
