// `npm start`: builds when there is no build, validates the configuration, migrates the database
// and serves the app with Express on PORT. Plain JavaScript so it runs on Node without a compiler.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'

const serverBuild = path.join(root, 'build/server/index.js')
if (!fs.existsSync(serverBuild)) {
  console.info('[start] no build found: building (about a minute)...')
  const bin = path.join(root, 'node_modules/.bin/react-router')
  const result = spawnSync(bin, ['build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const [{ default: express }, { default: compression }, { createRequestHandler }] = await Promise.all([
  import('express'),
  import('compression'),
  import('@react-router/express'),
])
const build = await import(pathToFileURL(serverBuild).href)

let config
try {
  config = build.entry.module.boot()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

// Must match app/.server/security/client-ip.ts.
const CLIENT_IP_HEADER = 'x-storybook-client-ip'

const app = express()
app.disable('x-powered-by')
if (config.trustProxy) app.set('trust proxy', true)
app.use(compression())
// Fingerprinted bundles never change; everything else in public/ may.
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }))
app.use(express.static('build/client', { maxAge: '1h', index: false }))
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
})
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const server = app.listen(config.port, config.host, () => {
  console.info(`[start] Storybook listening on ${config.appUrl} (port ${config.port}, data in ${config.dataDir})`)
})
server.keepAliveTimeout = 65_000

function shutdown(signal) {
  console.info(`[start] ${signal}: closing`)
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
