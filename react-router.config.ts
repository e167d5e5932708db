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
  },
} satisfies Config
