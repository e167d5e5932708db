// Loaded with `node --import` into app servers the tests start (tests/support/app-server.ts), never
// in production: the app's outgoing requests to an OAuth provider's hosts go to the local fake
// instead, so the sign-in packages run unchanged, their own URLs included. Each OAUTH_FAKE_<NAME>
// variable is JSON {"to": "http://127.0.0.1:PORT", "hosts": ["oauth2.googleapis.com", …]}.
// Plain JavaScript: Node loads it before the app, without a compiler.
const routes = new Map()
for (const [name, value] of Object.entries(process.env)) {
  if (!name.startsWith('OAUTH_FAKE_') || !value) continue
  const { to, hosts } = JSON.parse(value)
  for (const host of hosts) routes.set(host, new URL(to).origin)
}

// Node's fetch is its bundled undici; its global Agent exists once fetch has run (a data: URL
// touches no network). Requests are dispatched through a subclass that swaps the origin.
await fetch('data:,')
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1')
const Agent = globalThis[GLOBAL_DISPATCHER].constructor

class ProviderHosts extends Agent {
  dispatch(options, handler) {
    const origin = new URL(options.origin)
    const to = origin.protocol === 'https:' ? routes.get(origin.host) : undefined
    return super.dispatch(to ? { ...options, origin: to } : options, handler)
  }
}

globalThis[GLOBAL_DISPATCHER] = new ProviderHosts()
