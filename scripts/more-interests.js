// `node scripts/more-interests.js [count|read] [theme/n ...]`: how many of the interests a parent named
// a story tells, with and without tales/more-interests.ts (count, over many children and tales), or
// whole stories for the same children, to read (read). Loaded through Vite as scripts/stories.js is.
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
try {
  const tool = await server.ssrLoadModule('/app/.server/generation/tales/more-interests-tool.ts')
  await tool.main(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await server.close()
}
