import { Form, Link } from 'react-router'
import type { RememberedChild } from '~/.server/stories/children'
import { describeLook, heroPreviewUrl } from '~/lib/hero-look'

/** What a child's card shows (the rest of what is remembered fills the create form). */
export type ChildCard = Omit<RememberedChild, 'interests' | 'fears' | 'family'>

const PRONOUN_WORDS = { she: 'she/her', he: 'he/him', they: 'they/them' } as const

/**
 * "Your children": the children of earlier stories. "Use" fills the form (a plain link, so it works
 * without JavaScript); "Remove" takes a child off the list (a small form; their stories stay).
 */
export function YourChildren({ list }: { list: ChildCard[] }) {
  if (list.length === 0) return null
  return (
    <section aria-labelledby="your-children" className="card">
      <h2 id="your-children" className="text-2xl font-bold text-brand-700">
        Your children
      </h2>
      <p className="mt-1 text-muted">
        Tap a name to fill in the form again.{' '}
        <Link to="/children" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Change your children’s details
        </Link>
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {list.map((child) => {
          const traits = child.childName.slice(child.childName.indexOf(child.name) + child.name.length).replace(/^[\s,]+/, '')
          return (
            <li key={child.id} className="flex items-center gap-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100">
              {child.hero ? (
                <img
                  src={heroPreviewUrl(child.hero, child.childAge, child.pronouns)}
                  alt={`${child.name}: ${describeLook(child.hero)}`}
                  width={56}
                  height={56}
                  className="h-14 w-14 shrink-0 rounded-full bg-white"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white text-2xl font-bold text-brand-600"
                >
                  {child.name.charAt(0)}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <Link
                  to={`/create?child=${child.id}`}
                  className="text-lg font-bold text-brand-700 underline-offset-4 hover:underline"
                  aria-label={`Use ${child.name}’s details`}
                >
                  {child.name}
                </Link>
                <p className="truncate text-sm text-muted">
                  {child.childAge} years, {PRONOUN_WORDS[child.pronouns]}
                  {traits ? `; ${traits}` : ''}
                </p>
              </div>
              <Form method="post" action="/create" className="shrink-0">
                <input type="hidden" name="intent" value="forget-child" />
                <input type="hidden" name="childId" value={child.id} />
                <button
                  type="submit"
                  className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-white"
                  aria-label={`Remove ${child.name} from this list`}
                >
                  Remove
                </button>
              </Form>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
