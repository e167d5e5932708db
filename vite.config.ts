import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { GetModuleInfo, ManualChunksOption, PreRenderedChunk } from 'rollup'
import { defineConfig, type Plugin } from 'vite'

// The dev server reads .env like `npm start` does (Vite alone only exposes VITE_* variables).
if (fs.existsSync('.env')) process.loadEnvFile('.env')

export const alias = [
  { find: /^~\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
  { find: /^@db\//, replacement: fileURLToPath(new URL('./db/', import.meta.url)) },
]

const ROOT_MODULE = fileURLToPath(new URL('./app/root.tsx', import.meta.url))

/**
 * Client chunks: every module the root layout imports (React, React Router and the shell's own
 * components) runs on every page, so it ships as one file instead of a dozen small ones. Fewer
 * requests on a page's first load: the stylesheet no longer waits behind them for a connection.
 */
const shellChunk: ManualChunksOption = (id, { getModuleInfo }) => {
  const shell = shellModules(getModuleInfo)
  return shell.has(id) ? 'shell' : undefined
}
let shellCache: Set<string> | undefined
function shellModules(getModuleInfo: GetModuleInfo): Set<string> {
  if (shellCache) return shellCache
  const seen = new Set<string>()
  const queue = [ROOT_MODULE]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    const info = getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...info.importedIds)
  }
  seen.delete(ROOT_MODULE) // the route module itself stays the root's own chunk
  shellCache = seen
  return seen
}

/**
 * Entry file names as React Router names them (our `output` replaces its own): the part of a route
 * module split off by v8_splitRouteModules says which, e.g. 'newsletter-client-action-[hash].js'.
 */
const entryFileNames = ({ moduleIds }: PreRenderedChunk) => {
  const part = moduleIds.map((id) => /\?route-chunk=(\w+)$/.exec(id)?.[1]).find(Boolean)
  return `assets/[name]${part ? `-${part.replace(/\B([A-Z])/g, '-$1').toLowerCase()}` : ''}-[hash].js`
}

/**
 * React Router's package exports only its development files (`dist/development`), which keep its
 * developer warnings and their texts; `dist/production` is the same code without them. The browser
 * gets the production files: every page's first load carries React Router.
 */
const REACT_ROUTER_FILES: Record<string, string> = Object.fromEntries(
  ['react-router', 'react-router/dom'].map((id) => [
    id,
    fileURLToPath(import.meta.resolve(id).replace('/dist/development/', '/dist/production/')),
  ]),
)
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client' && environment.config.command === 'build',
  resolveId: (id) => REACT_ROUTER_FILES[id],
}

// With React Router's Vite environment API one config serves the client and server builds, so what
// is for one of them alone sits under its environment (`isSsrBuild` no longer tells them apart).
export default defineConfig({
  plugins: [reactRouterProduction, tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { target: 'es2022', modulePreload: false },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: shellChunk, entryFileNames } } } },
    ssr: { resolve: { external: ['better-sqlite3'] } },
  },
})
