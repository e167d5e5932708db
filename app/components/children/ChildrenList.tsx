import { Form, Link } from 'react-router'
import { ChildDrawing } from '~/components/library/Shelves'
import { FAMILY_RULES } from '~/lib/family-rules'
import type { HeroLook } from '~/lib/hero-look'

export type ChildSummary = {
  id: number
  name: string
  childAge: number
  pronouns: 'she' | 'he' | 'they'
  hero: HeroLook | null
  traits: string
  rules: string[]
}

const PRONOUN_WORDS = { she: 'she/her', he: 'he/him', they: 'they/them' } as const
const RULE_LABELS = new Map<string, string>(FAMILY_RULES.map((rule) => [rule.key, rule.label]))

/** The family's children, each with their drawing, age today, rules, and links to change, use or remove them. */
export function ChildrenList({ list }: { list: ChildSummary[] }) {
  if (list.length === 0) {
    return (
      <p className="card text-lg" data-testid="no-children">
        No children yet. Add one below, or make a story: each story’s child is kept here.
      </p>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Your children">
      {list.map((child) => (
        <li key={child.id} className="card flex flex-col gap-3" data-testid="child-card">
          <div className="flex items-center gap-3">
            <ChildDrawing child={child} size={72} />
            <div className="min-w-0">
              <h2 className="text-xl font-bold text-brand-700">{child.name}</h2>
              <p className="text-muted">
                {child.childAge} {child.childAge === 1 ? 'year' : 'years'} old, {PRONOUN_WORDS[child.pronouns]}
              </p>
              {child.traits ? <p className="text-sm text-muted">{child.traits}</p> : null}
            </div>
          </div>
          {child.rules.length > 0 ? (
            <p className="text-sm">
              <span className="font-semibold">Rules:</span> {child.rules.map((rule) => RULE_LABELS.get(rule) ?? rule).join('; ')}
            </p>
          ) : null}
          <div className="mt-auto flex flex-wrap items-center gap-2">
            <Link
              to={`/children?edit=${child.id}#child-form`}
              className="btn-secondary min-h-11 px-4 py-2"
              aria-label={`Change ${child.name}’s details`}
            >
              Change
            </Link>
            <Link
              to={`/create?child=${child.id}`}
              className="btn-secondary min-h-11 px-4 py-2"
              aria-label={`Make a story for ${child.name}`}
            >
              Make a story
            </Link>
            <Form method="post" action="/children" className="ml-auto">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="childId" value={child.id} />
              <button
                type="submit"
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                aria-label={`Remove ${child.name}`}
              >
                Remove
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  )
}
