import { data, Form, Link } from 'react-router'
import type { Route } from './+types/story-new-version'
import { signedInUser } from '~/.server/auth/guards'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { spendableCredits } from '~/.server/billing/credits'
import { ownedStoryForPage } from '~/.server/stories/owner-pages'
import { FREE_RETELL_DAYS, retellPrice, retellStory } from '~/.server/stories/versions'
import { redirectWithToast } from '~/.server/toast'
import { BackToStory, CardPage } from '~/components/CardPage'
import { SubmitButton } from '~/components/SubmitButton'

export const meta: Route.MetaFunction = () => [{ title: 'New version | Storybook' }]

/** /story/:id/new-version: what a new telling costs, and the button that makes it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const story = await ownedStoryForPage(context, params.id)
  return {
    id: story.id,
    title: story.title,
    status: story.status,
    isVersion: story.versionOf !== null,
    price: retellPrice(story),
    freeDays: FREE_RETELL_DAYS,
    credits: await spendableCredits(user),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const story = await ownedStoryForPage(context, params.id)
  await readForm(request)
  try {
    const { storyId } = await retellStory(story.userId!, story.id)
    return redirectWithToast(`/story/${storyId}?created=1`, {
      title: 'Making a new version',
      description: 'When it is ready, keep the one you like best.',
      variant: 'success',
    })
  } catch (error) {
    if (!isAppError(error)) throw error
    return data({ error: error.message }, { status: error.status })
  }
}

export default function NewVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, status, isVersion, price, credits, freeDays } = loaderData
  const blocked =
    status !== 'ready'
      ? 'This story is not finished, so it cannot be told again.'
      : isVersion
        ? 'Please keep one of the two versions of this story first.'
        : null
  const cannotPay = price === 'credit' && credits < 1
  return (
    <CardPage title="Make a new version" intro={`“${title}”`}>
      <div className="mt-4 space-y-3 text-lg">
        <p>
          We tell the story again from the same details, with new words and new pictures. You then keep the version you like best; the other
          is deleted.
        </p>
        <p className="font-semibold">
          {price === 'free'
            ? `Free: the first new version is free within ${freeDays} days of the story being made.`
            : 'This costs 1 story credit.'}
        </p>
      </div>
      {actionData?.error || blocked ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {actionData?.error ?? blocked}
        </p>
      ) : null}
      {cannotPay && !blocked ? (
        <p className="mt-4">
          You have no story credits left.{' '}
          <Link to="/credits" className="font-semibold text-brand-700 underline">
            Buy Credits
          </Link>
        </p>
      ) : null}
      {blocked || cannotPay ? null : (
        <Form method="post" className="mt-6">
          <SubmitButton
            label={price === 'free' ? 'Make a new version (free)' : 'Make a new version (1 credit)'}
            pendingLabel="Starting..."
          />
        </Form>
      )}
      <BackToStory id={id} />
    </CardPage>
  )
}
