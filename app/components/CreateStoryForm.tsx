import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { CompanionChoice, type CompanionOption } from '~/components/create/CompanionChoice'
import { ChildAnswers } from '~/components/ChildAnswers'
import { Field, FieldError, FormErrors } from '~/components/Field'
import { Honeypot } from '~/components/Honeypot'
import { type LookField, LookPicker } from '~/components/LookPicker'
import { OutlinePicker, type OutlinePitch } from '~/components/OutlinePicker'
import { STORY_FORM } from '~/components/lazy-forms'
import { useReveal } from '~/components/use-reveal'
import { useZodForm } from '~/components/use-zod-form'
import { PRONOUN_OPTIONS, STORY_FORM_DEFAULTS } from '~/lib/form-constraints'
import { THEME_IDS, themeDisplayName } from '~/lib/themes'

/** Name of the hidden field carrying the per-render idempotency key (one story per form render). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

const THEME_OPTIONS = THEME_IDS.map((id) => ({ id, name: themeDisplayName(id) }))

/** What the form starts with: a remembered child, or what was sent back by Preview / Show story ideas. */
export type StoryFormDefaults = Partial<
  Record<
    | 'childName'
    | 'childAge'
    | 'pronouns'
    | 'mainCharacter'
    | 'companionChildId'
    | 'interests'
    | 'fears'
    | 'family'
    | 'theme'
    | 'outline'
    | 'childId'
    | 'sequelOf',
    string
  >
> & {
  hero?: Partial<Record<LookField, string>>
}

type Props = {
  lastResult: SubmissionResult<string[]> | undefined
  idempotencyKey: string
  credits: number
  /** While the story is being requested the form stays mounted (keeping what was typed) but hidden. */
  hidden: boolean
  defaults: StoryFormDefaults
  /** The story ideas of the theme the page was rendered with. */
  outlines: { theme: string; outlines: OutlinePitch[] }
  /** The family's remembered children, offered as the companion. */
  companions: CompanionOption[]
}

/**
 * The 'Story Details' form. Field names are the keys of the POST /api/stories body; both validate
 * with storySchema: in the browser on blur and as you type (with JavaScript), on the server always.
 */
export function CreateStoryForm({ lastResult, idempotencyKey, credits, hidden, defaults, outlines, companions }: Props) {
  const [form, fields] = useZodForm('create-story', STORY_FORM, lastResult, { defaultValue: { ...STORY_FORM_DEFAULTS, ...defaults } })
  const theme = getSelectProps(fields.theme)
  const [themeValue, setThemeValue] = useState(String(fields.theme.initialValue ?? STORY_FORM_DEFAULTS.theme))
  const [childName, setChildName] = useState(String(fields.childName.initialValue ?? ''))
  // The questions name the child as typed so far ("What does Mia love?"): the name before any traits.
  const who = (childName.split(/[,;]|\bwho\b/i)[0] ?? '').trim() || 'your child'
  const heroErrors = Object.entries(form.allErrors)
    .filter(([name]) => name.startsWith('hero'))
    .flatMap(([, errors]) => errors)
  const themeHintId = `${theme.id}-hint`
  const themeErrorId = fields.theme.errors?.length ? `${theme.id}-error` : undefined
  return (
    <Form
      method="post"
      action="/create"
      {...getFormProps(form)}
      hidden={hidden}
      className="card relative space-y-5"
      aria-labelledby="story-details"
    >
      <h2 id="story-details" className="text-2xl font-bold text-brand-700">
        Story Details
      </h2>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {/* The next adventure: whose story it is and the story it follows (stories/next-adventure.ts). */}
      {defaults.childId ? <input type="hidden" name="childId" value={defaults.childId} /> : null}
      {defaults.sequelOf ? <input type="hidden" name="sequelOf" value={defaults.sequelOf} /> : null}
      <Honeypot />
      <Field
        label="Child’s name and traits"
        inputProps={{
          ...getInputProps(fields.childName, { type: 'text' }),
          placeholder: 'Mia, who is brave and loves owls',
          autoComplete: 'off',
          onChange: (event) => setChildName(event.currentTarget.value),
        }}
        errors={fields.childName.errors}
        hint="Add a few traits after the name: we weave them into the story."
      />
      <PronounChoice name={fields.pronouns.name} initial={String(fields.pronouns.initialValue ?? 'they')} errors={fields.pronouns.errors} />
      <Field
        label="Child’s age"
        inputProps={{ ...getInputProps(fields.childAge, { type: 'number' }), inputMode: 'numeric', step: 1 }}
        errors={fields.childAge.errors}
        hint="From 2 to 12 years: sets the story’s length and words."
      />
      <ChildAnswers
        who={who}
        fields={fields}
        interestsHint="Optional: a few things, with commas between them. One of them may save the day."
      />
      <CompanionChoice
        who={who}
        options={companions}
        name={fields.companionChildId.name}
        initial={String(fields.companionChildId.initialValue ?? '')}
        errors={fields.companionChildId.errors}
        text={getInputProps(fields.mainCharacter, { type: 'text' })}
        textErrors={fields.mainCharacter.errors}
      />
      <div>
        <label htmlFor={theme.id} className="label">
          Theme
        </label>
        <select
          {...theme}
          key={theme.key}
          className="input cursor-pointer"
          aria-describedby={[themeHintId, themeErrorId].filter(Boolean).join(' ')}
          onChange={(event) => setThemeValue(event.currentTarget.value)}
        >
          {THEME_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <p id={themeHintId} className="mt-1 text-sm text-muted">
          {THEME_OPTIONS.length} themes, from adventure to wizards.{' '}
          <button
            type="submit"
            formMethod="get"
            formAction="/create"
            name="ideas"
            value="1"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Show story ideas
          </button>
        </p>
        <FieldError id={themeErrorId} errors={fields.theme.errors} />
      </div>
      <OutlinePicker
        theme={themeValue}
        loaded={outlines}
        initial={String(fields.outline.initialValue ?? '')}
        errors={fields.outline.errors}
        name={who}
      />
      <LookPicker
        name={who}
        age={Number(fields.childAge.initialValue) || 6}
        pronouns={(['she', 'he', 'they'] as const).find((p) => p === fields.pronouns.initialValue) ?? 'they'}
        initial={defaults.hero ?? {}}
        errors={heroErrors}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full">
        Create Story
      </button>
      <p className="text-center text-sm text-muted">
        Uses 1 of your {credits} {credits === 1 ? 'credit' : 'credits'}.
      </p>
    </Form>
  )
}

/** "Girl / boy / just use the name": how the story speaks of the child (radio buttons, no JavaScript needed). */
function PronounChoice({ name, initial, errors }: { name: string; initial: string; errors: string[] | undefined }) {
  const errorId = errors?.length ? `${name}-error` : undefined
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="label">In the story, your child is</legend>
      <div className="flex flex-wrap gap-2">
        {PRONOUN_OPTIONS.map((option) => (
          <label key={option.value} className="choice-chip">
            <input type="radio" name={name} value={option.value} defaultChecked={initial === option.value} className="accent-brand-600" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  )
}

/** What replaces the form while the story is being requested (JavaScript only). */
export function CreatingStory() {
  // The form above it is hidden: bring the progress into view (the phone was at the form's foot).
  const ref = useReveal<HTMLDivElement>()
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="creating-story"
      className="card flex scroll-mt-20 flex-col items-center gap-4 py-12 text-center focus:outline-none"
    >
      <span aria-hidden="true" className="h-14 w-14 rounded-full border-4 border-brand-200 border-t-brand-600 motion-safe:animate-spin" />
      <h2 className="text-2xl font-bold text-brand-700">Creating your magical story...</h2>
      <p className="max-w-md text-lg">
        Our AI is crafting a personalized story with custom illustrations and audio narration just for you.
      </p>
    </div>
  )
}
