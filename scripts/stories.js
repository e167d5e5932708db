// `npm run stories -- <command>`: the authors' tools for app/themes (check, read, report), run
// through Vite so the story modules load exactly as the server build bundles them.
import path from 'node:path'
import { createServer } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const server = await createServer({
  root,
  configFile: path.join(root, 'vitest.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
})
let code = 1
try {
  const cli = await server.ssrLoadModule('/app/.server/generation/tales/cli.ts')
  code = await cli.main(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await server.close()
}
process.exit(code)
