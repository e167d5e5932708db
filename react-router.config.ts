import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (parallel work); `build` by default.
  buildDirectory: process.env.BUILD_DIR || 'build',
  future: {
    // Root middleware carries the security headers, origin check, session and flash toasts
    // for pages and /api resource routes alike.
    v8_middleware: true,
  },
} satisfies Config
