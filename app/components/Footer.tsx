import { Link } from 'react-router'
import { lazyPart } from '~/components/lazy-part'
import { Suspense } from 'react'

// The signup sits at the foot of every page: its script (the fetcher, the messages) loads after the
// page's own; the server renders the form all the same, and it posts without JavaScript.
const Newsletter = lazyPart(() => import('./Newsletter').then((m) => m.Newsletter))

const LINKS = [
  [
    'Explore',
    [
      ['/', 'Home'],
      ['/create', 'Create a Story'],
      ['/library', 'My Library'],
    ],
  ],
  [
    'Account',
    [
      ['/credits', 'Buy Credits'],
      ['/profile', 'My Account'],
    ],
  ],
  [
    'Legal',
    [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ],
  ],
] as const

/** The site footer on every page: links to the main and legal pages, and the newsletter signup. Only what exists. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:grid-cols-3 md:grid-cols-[1fr_1fr_1fr_1.6fr]">
        {LINKS.map(([title, links]) => (
          <nav key={title} aria-label={title}>
            <h2 className="font-display text-lg font-bold text-brand-700">{title}</h2>
            <ul className="mt-2">
              {links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="footer-link">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-full md:col-span-1">
          <Suspense fallback={null}>
            <Newsletter />
          </Suspense>
        </div>
      </div>
      <div className="border-t border-brand-100">
        <div className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted">
          <p>© Storybook · Free software under the AGPL-3.0-or-later</p>
        </div>
      </div>
    </footer>
  )
}
