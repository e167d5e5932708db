import { useLocation } from 'react-router'
import type { OAuthDebug } from '~/.server/auth/oauth-debug'

/** Plain links only, so the test and refresh buttons work without JavaScript. */
export function OAuthDebugCard({ debug }: { debug: OAuthDebug }) {
  const location = useLocation()
  const refresh = (
    <a href={location.pathname + location.search} className="btn-secondary">
      Refresh
    </a>
  )
  if (debug.error !== undefined) {
    return (
      <section aria-labelledby="oauth-debug-title" className="card mb-6" data-testid="oauth-debug">
        <h2 id="oauth-debug-title" className="text-lg font-bold">
          OAuth configuration
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          {debug.error}
        </p>
        <div className="mt-4">{refresh}</div>
      </section>
    )
  }
  const { config } = debug
  return (
    <section aria-labelledby="oauth-debug-title" className="card mb-6 text-sm" data-testid="oauth-debug">
      <h2 id="oauth-debug-title" className="text-lg font-bold">
        OAuth configuration
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Environment</dt>
        <dd>{config.environment}</dd>
        <dt className="font-semibold">Host</dt>
        <dd className="break-all">{config.host}</dd>
        <dt className="font-semibold">Custom domain</dt>
        <dd className="break-all">{config.customDomain ?? 'none'}</dd>
      </dl>
      {(['google', 'microsoft'] as const).map((provider) => {
        const p = config[provider]
        const label = provider === 'google' ? 'Google' : 'Microsoft'
        return (
          <div key={provider} className="mt-4 border-t border-brand-100 pt-3" data-testid={`oauth-debug-${provider}`}>
            <h3 className="font-bold">{label}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Configured</dt>
              <dd>{p.configured ? 'Yes' : 'No'}</dd>
              <dt className="font-semibold">Client ID length</dt>
              <dd>{p.clientIdLength}</dd>
              <dt className="font-semibold">Callback URL</dt>
              <dd className="break-all">{p.callbackURL}</dd>
            </dl>
            <a href={`/auth/${provider}`} className="btn-secondary mt-2">
              Test {label} sign-in
            </a>
          </div>
        )
      })}
      <p className="mt-4 text-muted">Checked at {config.timestamp}</p>
      <div className="mt-2">{refresh}</div>
    </section>
  )
}
