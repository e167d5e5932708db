import { Link, redirect, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/create'
import { publicUser } from '~/.server/auth/accounts'
import { assertEmailVerified, signedInUser } from '~/.server/auth/guards'
import { verifyEmailPath } from '~/lib/verification'
import { freeStoriesLeft } from '~/.server/billing/credits'
import { env } from '~/.server/env'
import { AppError } from '~/.server/errors'
import { handleForm, readForm } from '~/.server/forms'
import { createStory } from '~/.server/stories/service'
import { CREATE_STORY_MESSAGES, CREATE_STORY_TOASTS, MISSING_INFORMATION, STORY_GENERATION_ERROR } from '~/.server/stories/create-messages'
import { CreateStoryForm, CreatingStory, IDEMPOTENCY_FIELD, type StoryFormDefaults } from '~/components/CreateStoryForm'
import { YourChildren } from '~/components/YourChildren'
import { findChild, forgetChild, listChildren } from '~/.server/stories/children'
import { storyIdeas } from '~/.server/generation/tales/fit'
import { redirectWithToast } from '~/.server/toast'
import { DEFAULT_THEME, isThemeId } from '~/lib/themes'
import { ToastView } from '~/components/Toast'
import { storySchema, type StoryRequest } from '~/lib/schemas/story'
import { forwardActionHeaders } from '~/lib/route-headers'

export const meta: Route.MetaFunction = () => [{ title: 'Create Your Story | Storybook' }]

// Each render carries a fresh idempotency key: never serve this page from a cache or the back button.
export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(forwardActionHeaders(args))
  headers.set('Cache-Control', 'no-store')
  return headers
}

/** The fields whose emptiness raises the 'Missing information' toast. */
const STORY_FIELDS = ['childName', 'childAge', 'mainCharacter', 'theme'] as const

/** Signed in (else /auth); unverified users get the page with a banner instead of the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const defaults = await formDefaults(user.id, new URL(request.url).searchParams)
  const theme = isThemeId(defaults.theme) ? defaults.theme : DEFAULT_THEME
  return {
    email: user.email,
    verified: user.emailVerified,
    credits: (await publicUser(user)).story_credits,
    freeLeft: await freeStoriesLeft(user),
    freePerMonth: env().freeStoriesPerMonth,
    idempotencyKey: crypto.randomUUID(),
    defaults,
    outlines: { theme, outlines: storyIdeas(theme, defaults) },
    children: user.emailVerified ? await listChildren(user.id) : [],
  }
}

const FORM_FIELDS = ['childName', 'childAge', 'pronouns', 'mainCharacter', 'interests', 'fears', 'family', 'theme', 'outline'] as const
const LOOK_FIELDS = ['skinTone', 'hairStyle', 'hairColor', 'glasses', 'wheelchair', 'hearingAid'] as const

/**
 * What the form starts with: a remembered child (?child=id), or the values the form sent back with
 * Preview or Show story ideas (a GET, so both work without JavaScript). Only ever used as input
 * values; the server validates again when the story is created.
 */
async function formDefaults(userId: number, query: URLSearchParams): Promise<StoryFormDefaults> {
  const child = query.get('child') ? await findChild(userId, Number(query.get('child'))) : null
  if (child) {
    const hero = child.hero
      ? {
          skinTone: String(child.hero.skinTone),
          hairStyle: child.hero.hairStyle,
          hairColor: child.hero.hairColor,
          glasses: child.hero.glasses ? 'on' : '',
          wheelchair: child.hero.wheelchair ? 'on' : '',
          hearingAid: child.hero.hearingAid ? 'on' : '',
        }
      : undefined
    return {
      childName: child.childName,
      childAge: String(child.childAge),
      pronouns: child.pronouns,
      ...(child.interests ? { interests: child.interests } : {}),
      ...(child.fears ? { fears: child.fears } : {}),
      ...(child.family ? { family: child.family } : {}),
      ...(hero ? { hero } : {}),
    }
  }
  const defaults: StoryFormDefaults = {}
  for (const field of FORM_FIELDS) {
    const value = query.get(field)
    if (value !== null) defaults[field] = value.slice(0, 250)
  }
  const hero: NonNullable<StoryFormDefaults['hero']> = {}
  for (const field of LOOK_FIELDS) {
    const value = query.get(`hero.${field}`)
    if (value !== null) hero[field] = value.slice(0, 20)
  }
  if (Object.keys(hero).length > 0) defaults.hero = hero
  return defaults
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
      const { storyId } = await createStory(user, input, { idempotencyKey })
      if (!Number.isSafeInteger(storyId) || storyId <= 0) throw new AppError(500, CREATE_STORY_MESSAGES.invalidId)
      return redirect(`/story/${storyId}?created=1`)
    },
    {
      // The API's order: an unverified user is refused before the details are looked at.
      guard: () => assertEmailVerified(user),
      honeypot: true,
      errorTitle: STORY_GENERATION_ERROR,
      toasts: CREATE_STORY_TOASTS,
      invalidToast: (form) => (STORY_FIELDS.some((name) => String(form.get(name) ?? '').trim() === '') ? MISSING_INFORMATION : undefined),
      fallback: CREATE_STORY_MESSAGES.failed,
    },
  )
}

/**
 * The form's key names one render of the form; bound to what was submitted, so a double submit or a
 * re-POST of the same story makes one story, while the same (cached) form sent with other details
 * still makes a new one. Anything that is not a plain token is ignored (no idempotency).
 */
async function formIdempotencyKey(value: FormDataEntryValue | null, input: StoryRequest): Promise<string | null> {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{16,64}$/.test(value)) return null
  const details = new TextEncoder().encode(
    JSON.stringify([
      input.childName,
      input.pronouns,
      input.childAge,
      input.mainCharacter,
      input.interests ?? null,
      input.fears ?? null,
      input.family ?? null,
      input.hero ?? null,
      input.theme,
      input.outline ?? null,
    ]),
  )
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', details))
    .toString('base64url')
    .slice(0, 22)
  return `form:${value}:${digest}`
}

/** After running out of credits or losing verification, the page itself changes (the loader runs again). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 402 || actionStatus === 403 ? true : defaultShouldRevalidate

export default function CreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, verified, credits, freeLeft, freePerMonth, idempotencyKey, defaults, outlines, children } = loaderData
  const navigation = useNavigation()
  const creating = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === '/create'
  const toast = actionData?.toast
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold text-brand-700 sm:text-5xl">Create Your Story</h1>
          <p className="mt-2 text-lg text-muted">Personalized stories for your child</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CreditsBadge credits={credits} freeLeft={freeLeft} />
          <Link to="/library" className="btn-secondary">
            My Library
          </Link>
        </div>
      </header>

      <div className="mt-8">
        {!verified ? (
          <VerificationBanner email={email} />
        ) : credits <= 0 ? (
          <BuyCredits freePerMonth={freePerMonth} />
        ) : (
          <div className="grid items-start gap-6 md:grid-cols-[3fr_2fr] md:gap-8">
            <div>
              {creating ? <CreatingStory /> : null}
              <YourChildren list={children} />
              <CreateStoryForm
                // A remembered child or a Preview changes the defaults: start the form afresh with them.
                key={JSON.stringify(defaults)}
                lastResult={actionData?.result}
                idempotencyKey={idempotencyKey}
                credits={credits}
                hidden={creating}
                defaults={defaults}
                outlines={outlines}
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

function CreditsBadge({ credits, freeLeft }: { credits: number; freeLeft: number }) {
  return (
    <p className="flex min-h-12 items-center gap-2 rounded-full bg-brand-100 px-4 py-2 text-brand-700" data-testid="credits-badge">
      <Icon d={ICONS.sparkle} size={20} />
      <span className="font-bold">
        {credits} {credits === 1 ? 'credit' : 'credits'}
      </span>
      {freeLeft > 0 ? <span className="text-sm">({freeLeft} free this month)</span> : null}
    </p>
  )
}

function VerificationBanner({ email }: { email: string }) {
  return (
    <section aria-labelledby="verify-title" className="card bg-amber-50 text-center ring-amber-300">
      <span className="inline-flex text-amber-900">
        <Icon d={ICONS.envelope} size={48} />
      </span>
      <h2 id="verify-title" className="mt-4 text-2xl font-bold text-amber-950">
        Verify your email to start
      </h2>
      <p className="mt-3 text-lg text-amber-950">Please verify your email address to create stories</p>
      <p className="mt-2 text-amber-950">
        Open the link we sent to <strong className="break-all">{email}</strong>. It works for 24 hours.
      </p>
      <Link to={verifyEmailPath(email)} className="btn-primary mt-6">
        Resend Verification Email
      </Link>
    </section>
  )
}

function BuyCredits({ freePerMonth }: { freePerMonth: number }) {
  return (
    <section aria-labelledby="no-credits-title" className="card mx-auto max-w-2xl text-center">
      <span className="inline-flex text-brand-600">
        <Icon d={ICONS.sparkle} size={48} />
      </span>
      <h2 id="no-credits-title" className="mt-4 text-2xl font-bold text-brand-700">
        You have no story credits left
      </h2>
      <p className="mt-3 text-lg">Please purchase more credits to create stories.</p>
      {freePerMonth > 0 ? (
        <p className="mt-2 text-muted">
          Your {freePerMonth} free {freePerMonth === 1 ? 'story comes' : 'stories come'} back on the first day of next month.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/credits" className="btn-primary">
          Buy Credits
        </Link>
        <Link to="/library" className="btn-secondary">
          Read your stories
        </Link>
      </div>
    </section>
  )
}

/** Stroke icons (24 × 24), drawn like the header's: no emoji font or icon library needed. */
const ICONS = {
  sparkle: 'M12 3.5l2.2 5.3 5.3 2.2-5.3 2.2L12 18.5l-2.2-5.3L4.5 11l5.3-2.2z',
  envelope: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  book: 'M12 6.5C10 5 7.5 4.5 4 4.5v13c3.5 0 6 .5 8 2 2-1.5 4.5-2 8-2v-13c-3.5 0-6 .5-8 2zM12 6.5v13',
  picture: 'M4 5h16v14H4zM4 16l4.5-4.5 4 4 3-3L20 17M15.5 9h.01',
  headphones: 'M4.5 15v-3a7.5 7.5 0 0 1 15 0v3M4.5 14.5h3v5h-3zM16.5 14.5h3v5h-3z',
  bookmark: 'M6.5 4h11v16l-5.5-4-5.5 4z',
}

function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="shrink-0"
    >
      <path d={d} />
    </svg>
  )
}

const INCLUDES = [
  { icon: ICONS.book, title: 'Personalized storyline', text: "Built around your child's name, age and traits." },
  { icon: ICONS.picture, title: 'Custom illustrations', text: 'A new picture for every page of the story.' },
  { icon: ICONS.headphones, title: 'Audio narration', text: 'Every page read aloud, ready to listen along.' },
  { icon: ICONS.bookmark, title: 'Save to library', text: 'Kept in My Library to read again any time.' },
]

function StoryIncludes() {
  return (
    <section aria-labelledby="includes-title" className="card bg-brand-50">
      <h2 id="includes-title" className="text-2xl font-bold text-brand-700">
        Your Story Will Include
      </h2>
      <ul className="mt-5 space-y-4">
        {INCLUDES.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-600 ring-1 ring-brand-100">
              <Icon d={item.icon} />
            </span>
            <span>
              <strong className="block">{item.title}</strong>
              <span className="text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
