import type { Route } from './+types/children'
import { signedInUser } from '~/.server/auth/guards'
import { handleForm, readForm } from '~/.server/forms'
import { createChild, familyRules, setFamilyRules, updateChild } from '~/.server/stories/child-profiles'
import { childFormDefaults, ruleFields } from '~/.server/stories/child-form'
import { findChild, forgetChild, listChildren } from '~/.server/stories/children'
import { redirectWithToast } from '~/.server/toast'
import { ChildForm } from '~/components/children/ChildForm'
import { ChildrenList } from '~/components/children/ChildrenList'
import { FamilyRulesForm } from '~/components/children/FamilyRulesForm'
import { FormFailureToast } from '~/components/FormFailureToast'
import { childSchema, familyRulesSchema } from '~/lib/schemas/child'
import { forwardActionHeaders } from '~/lib/route-headers'

export const meta: Route.MetaFunction = () => [{ title: 'Your children | Storybook' }]
export const headers = forwardActionHeaders

/** The family's children, the form (a new child, or ?edit={id}), and the family's rules. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const [list, rules] = await Promise.all([listChildren(user.id), familyRules(user.id)])
  const editId = url.searchParams.get('edit')
  const editing = editId ? (list.find((child) => String(child.id) === editId) ?? null) : null
  return {
    children: list.map(({ id, name, childAge, pronouns, hero, traits, rules }) => ({ id, name, childAge, pronouns, hero, traits, rules })),
    editing: editing ? { id: editing.id, name: editing.name } : null,
    defaults: childFormDefaults(editing, url.searchParams),
    familyRules: ruleFields(rules),
  }
}

const done = (title: string, description: string) => redirectWithToast('/children', { title, description, variant: 'success' })

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await readForm(request)
  switch (formData.get('intent')) {
    case 'remove': {
      const id = Number(formData.get('childId'))
      const child = await findChild(user.id, id)
      if (child && (await forgetChild(user.id, id))) return done(`${child.name} was removed`, 'Their stories stay in your library.')
      return redirectWithToast('/children', { title: 'Not found', description: 'That child is not in your list.', variant: 'destructive' })
    }
    case 'family-rules':
      return handleForm(formData, familyRulesSchema, async ({ rules }) => {
        await setFamilyRules(user.id, rules)
        return done('Family rules saved', 'They hold for every story from now on.')
      })
    case 'edit':
      return handleForm(formData, childSchema, async (input) => {
        const child = await updateChild(user.id, Number(formData.get('edit')), input)
        if (!child)
          return redirectWithToast('/children', {
            title: 'Not found',
            description: 'That child is not in your list.',
            variant: 'destructive',
          })
        return done(`${child.name}’s details saved`, 'The next story uses them.')
      })
    default:
      return handleForm(formData, childSchema, async (input) => {
        const child = await createChild(user.id, input)
        return done(`${child.name} was added`, 'Choose them on the create form for their next story.')
      })
  }
}

type FormLastResult = NonNullable<Route.ComponentProps['actionData']>['result'] | undefined

/** The page has two forms: each gets the answer to its own submission (its intent). */
function resultFor(actionData: Route.ComponentProps['actionData'], intents: string[]): FormLastResult {
  if (!actionData) return undefined
  const submitted = String(actionData.result.initialValue?.intent ?? 'add')
  return intents.includes(submitted) ? actionData.result : undefined
}

export default function ChildrenPage({ loaderData, actionData }: Route.ComponentProps) {
  const { children, editing, defaults, familyRules } = loaderData
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-brand-700 sm:text-4xl">Your children</h1>
        <p className="mt-2 text-lg text-muted">
          Their details fill in the create form with one tap, their age goes up by itself, and their rules hold for every story.
        </p>
      </div>
      <ChildrenList list={children} />
      <ChildForm
        // A child to change or a Preview changes the defaults: start the form afresh with them.
        key={JSON.stringify([editing?.id, defaults])}
        lastResult={resultFor(actionData, ['add', 'edit'])}
        defaults={defaults}
        editing={editing}
      />
      <FamilyRulesForm lastResult={resultFor(actionData, ['family-rules'])} defaults={familyRules} />
      <FormFailureToast actionData={actionData} />
    </div>
  )
}
