import { redirect, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/create'
import { publicUser } from '~/.server/auth/accounts'
import { assertEmailVerified, signedInUser } from '~/.server/auth/guards'
import { freeStoriesLeft } from '~/.server/billing/credits'
import { env } from '~/.server/env'
import { AppError } from '~/.server/errors'
import { handleForm, readForm } from '~/.server/forms'
import { storyIdeas } from '~/.server/generation/tales/fit'
import { findChild, forgetChild, listChildren } from '~/.server/stories/children'
import { companionOptions, formDefaults, formIdempotencyKey } from '~/.server/stories/create-form'
import { rulesForChild } from '~/.server/stories/story-rules'
import { CREATE_STORY_MESSAGES, CREATE_STORY_TOASTS, missingInformation, STORY_GENERATION_ERROR } from '~/.server/stories/create-messages'
import { formChildId, nextAdventureForm, storyFollowed } from '~/.server/stories/next-adventure'
import { createStory } from '~/.server/stories/service'
import { redirectWithToast } from '~/.server/toast'
import { BuyCredits } from '~/components/create/BuyCredits'
import { CreateHeader } from '~/components/create/CreateHeader'
import { StoryIncludes } from '~/components/create/StoryIncludes'
import { VerificationBanner } from '~/components/create/VerificationBanner'
import { CreateStoryForm, CreatingStory, IDEMPOTENCY_FIELD } from '~/components/CreateStoryForm'
import { ToastView } from '~/components/Toast'
import { YourChildren } from '~/components/YourChildren'
import { NextAdventureNote } from '~/components/story/AnotherAdventure'
import { storySchema } from '~/lib/schemas/story'
import { DEFAULT_THEME, isThemeId } from '~/lib/themes'
import { forwardActionHeaders } from '~/lib/route-headers'

export const meta: Route.MetaFunction = () => [{ title: 'Create Your Story | Storybook' }]

// Each render carries a fresh idempotency key: never serve this page from a cache or the back button.
export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(forwardActionHeaders(args))
  headers.set('Cache-Control', 'no-store')
  return headers
}

/** Signed in (else /auth); unverified users get the page with a banner instead of the form. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  // "Another adventure" (?after={story}): the form filled in from that story.
  const after = url.searchParams.get('after')
  const defaults = (after ? await nextAdventureForm(user.id, Number(after)) : null) ?? (await formDefaults(user.id, url.searchParams))
  const follows = defaults.sequelOf ? await storyFollowed(user.id, Number(defaults.sequelOf)) : null
  const theme = isThemeId(defaults.theme) ? defaults.theme : DEFAULT_THEME
  const children = user.emailVerified ? await listChildren(user.id) : []
  return {
    email: user.email,
    verified: user.emailVerified,
    credits: (await publicUser(user)).story_credits,
    freeLeft: await freeStoriesLeft(user),
    freePerMonth: env().freeStoriesPerMonth,
    idempotencyKey: crypto.randomUUID(),
    defaults,
    follows,
    outlines: { theme, outlines: storyIdeas(theme, defaults, await rulesForChild(user.id, { childName: defaults.childName })) },
    children,
    companions: companionOptions(children),
  }
}

/**
 * The form twin of POST /api/stories: the same schema and the same createStory, but it answers at
 * once with a redirect to the story page, which shows the progress: no request is held open
 * while the story is made.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await readForm(request)
  if (formData.get('intent') === 'forget-child') {
    const id = Number(formData.get('childId'))
    const child = await findChild(user.id, id)
    if (child && (await forgetChild(user.id, id))) {
      return redirectWithToast('/create', {
        title: `${child.name} was removed from the list`,
        description: 'Their stories stay in your library.',
      })
    }
    return redirectWithToast('/create', { title: 'Not found', description: 'That child is not in your list.', variant: 'destructive' })
  }
  return handleForm(
    formData,
    storySchema,
    async (input) => {
      const idempotencyKey = await formIdempotencyKey(formData.get(IDEMPOTENCY_FIELD), input)
      const { storyId } = await createStory(user, await formChildId(user.id, input), { idempotencyKey })
      if (!Number.isSafeInteger(storyId) || storyId <= 0) throw new AppError(500, CREATE_STORY_MESSAGES.invalidId)
      return redirect(`/story/${storyId}?created=1`)
    },
    {
      // The API's order: an unverified user is refused before the details are looked at.
      guard: () => assertEmailVerified(user),
      honeypot: true,
      errorTitle: STORY_GENERATION_ERROR,
      toasts: CREATE_STORY_TOASTS,
      invalidToast: missingInformation,
      fallback: CREATE_STORY_MESSAGES.failed,
    },
  )
}

/** After running out of credits or losing verification, the page itself changes (the loader runs again). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 402 || actionStatus === 403 ? true : defaultShouldRevalidate

export default function CreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, verified, credits, freeLeft, freePerMonth, idempotencyKey, defaults, follows, outlines, children, companions } = loaderData
  const navigation = useNavigation()
  const creating = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === '/create'
  const toast = actionData?.toast
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <CreateHeader credits={credits} freeLeft={freeLeft} />

      <div className="mt-8">
        {!verified ? (
          <VerificationBanner email={email} />
        ) : credits <= 0 ? (
          <BuyCredits freePerMonth={freePerMonth} />
        ) : (
          <div className="grid items-start gap-6 md:grid-cols-[3fr_2fr] md:gap-8">
            <div>
              {creating ? <CreatingStory /> : null}
              {follows ? <NextAdventureNote title={follows.title} childName={follows.childName} /> : <YourChildren list={children} />}
              <CreateStoryForm
                // A remembered child or a Preview changes the defaults: start the form afresh with them.
                key={JSON.stringify(defaults)}
                lastResult={actionData?.result}
                idempotencyKey={idempotencyKey}
                credits={credits}
                hidden={creating}
                defaults={defaults}
                outlines={outlines}
                companions={companions}
              />
            </div>
            <StoryIncludes />
          </div>
        )}
      </div>
      {toast ? <ToastView key={JSON.stringify(actionData.result)} id={JSON.stringify(actionData.result)} toast={toast} /> : null}
    </div>
  )
}
