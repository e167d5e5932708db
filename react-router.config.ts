import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  future: {
    // Root middleware carries the security headers, origin check, session and flash toasts
    // for pages and /api resource routes alike.
    v8_middleware: true,
  },
} satisfies Config
