import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (parallel work); `build` by default.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Every route's manifest entry comes with the client's first load (one small, cached file)
  // instead of being worked out for each page render and fetched again while navigating.
  routeDiscovery: { mode: 'initial' },
  future: {
    // Root middleware carries the security headers, origin check, session and flash toasts
    // for pages and /api resource routes alike.
    v8_middleware: true,
    // Loaders, actions and middleware get the request as it came (a data request keeps its '.data'
    // path and '_routes' query); `url` is the page's own address, which is what they redirect to.
    v8_passThroughRequests: true,
    // The page's data is at '/story/1/_.data' for '/story/1/', and '/_.data' for the home page.
    v8_trailingSlashAwareDataRequests: true,
    // A route's client-only exports (the newsletter's clientAction) load without its component.
    v8_splitRouteModules: true,
    // One Vite config per environment: the client's chunking is in vite.config.ts `environments.client`.
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
