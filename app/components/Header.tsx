import { lazyPart } from '~/components/lazy-part'
import { Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import type { HeaderUser } from '~/lib/user'
import { Icon } from './Icon'

// Signed in only: the account menu's script (and the avatars') is not on a visitor's first load. The
// server renders the menu all the same, and it opens without JavaScript.
const AccountMenu = lazyPart(() => import('./AccountMenu').then((m) => m.AccountMenu))

const NAV = [
  { to: '/', label: 'Home', icon: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h5v-6h3v6h5V10' },
  { to: '/create', label: 'Create Story', icon: 'M12 3.5l2.2 5.3 5.3 2.2-5.3 2.2L12 18.5l-2.2-5.3L4.5 11l5.3-2.2z' },
  { to: '/library', label: 'Library', icon: 'M4 19.5V5a1.5 1.5 0 0 1 1.5-1.5H9V19.5M9 4h4v15.5H9M14.5 5l3.5-.8 3 15-3.5.8z' },
]

/** The page `to` or one under it ('/' only itself), as NavLink matches: any case, a trailing slash ignored. */
function isCurrent(to: string, pathname: string): boolean {
  const lower = pathname.toLowerCase()
  const path = lower.length > 1 ? lower.replace(/\/+$/, '') : lower
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`)
}

/** Logo, navigation (each icon with its label, under it on a phone) and the account menu, which opens without JS. */
export function Header({ user, supportEmail }: { user: HeaderUser | null; supportEmail: string }) {
  const location = useLocation()
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-2 sm:gap-2 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-xl p-1" aria-label="Storybook home">
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className="hidden font-display text-xl font-bold text-brand-700 md:inline">Storybook</span>
        </Link>
        <nav aria-label="Main" className="ml-auto flex items-center sm:gap-1">
          {NAV.map((item) => {
            // What NavLink would work out, from the location the header reads anyway.
            const active = isCurrent(item.to, location.pathname)
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 min-w-11 flex-col items-center justify-center rounded-2xl px-1.5 font-semibold md:flex-row md:gap-2 md:rounded-full md:px-3 ${
                  active ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-100'
                }`}
              >
                <Icon size={22} d={item.icon} />
                {/* Always shown: an icon alone leaves a newcomer guessing. Small under the icon on a phone. */}
                <span className="text-center text-xs leading-tight md:text-base">{item.label}</span>
              </Link>
            )
          })}
        </nav>
        {user ? (
          <Suspense fallback={null}>
            <AccountMenu user={user} supportEmail={supportEmail} />
          </Suspense>
        ) : (
          <Link to="/auth" className="btn-primary ml-1 min-h-11 shrink-0 whitespace-nowrap px-3 py-2 sm:px-4">
            Sign In
          </Link>
        )}
      </div>
    </header>
  )
}
