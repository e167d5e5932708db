import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import type { HeaderUser } from '~/lib/user'
import { Avatar } from './Avatar'

/** The signed-in user's menu in the header (profile, feedback, logout): a <details>, so it opens without JavaScript. */
export function AccountMenu({ user, supportEmail }: { user: HeaderUser; supportEmail: string }) {
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  // Closes the menu after a navigation. Not on the first render: a parent who opened it before the
  // page's JavaScript woke up (a slow phone) would see it snap shut.
  const shownAt = useRef(location)
  useEffect(() => {
    if (location === shownAt.current) return
    shownAt.current = location
    if (menu.current) menu.current.open = false
  }, [location])
  return (
    <details ref={menu} className="group relative">
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-brand-100 [&::-webkit-details-marker]:hidden"
        aria-label="Settings"
        title="Settings"
      >
        <Avatar user={user} size={40} />
      </summary>
      <div className="absolute right-0 mt-2 w-60 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-brand-100">
        <p className="truncate px-3 py-2 text-sm text-muted">{user.display_name || user.email}</p>
        <Link to="/profile" className="block rounded-xl px-3 py-3 font-semibold hover:bg-brand-50">
          Profile
        </Link>
        <Link to="/children" className="block rounded-xl px-3 py-3 font-semibold hover:bg-brand-50">
          Your children
        </Link>
        <a href={`mailto:${supportEmail}?subject=Feedback`} className="block rounded-xl px-3 py-3 font-semibold hover:bg-brand-50">
          Feedback
        </a>
        <Form method="post" action="/logout">
          <button type="submit" className="block w-full rounded-xl px-3 py-3 text-left font-semibold hover:bg-brand-50">
            Logout
          </button>
        </Form>
      </div>
    </details>
  )
}
