import { type ComponentProps, useState } from 'react'
import { Field, FieldError } from '~/components/Field'
import { useHydrated } from '~/components/use-hydrated'
import { describeLook, type HeroLook, heroPreviewUrl } from '~/lib/hero-look'

/** One of the family's remembered children, offered as the companion, with the look they are drawn with. */
export type CompanionOption = { id: number; name: string; childAge: number; pronouns: 'she' | 'he' | 'they'; look: HeroLook }

/** The free text's own value: "someone else", described in words. */
export const OTHER_COMPANION = 'other'

type TextInput = ComponentProps<typeof Field>['inputProps']

/**
 * "Who goes on the adventure with {name}?": the family's other children (radio choices, each with
 * their small drawing) or someone else in words. Without JavaScript every choice and the text box
 * are there together (a chosen child wins over the words); with it, the text box shows only for
 * "Someone else".
 */
export function CompanionChoice({
  who,
  options,
  name,
  initial,
  errors,
  text,
  textErrors,
}: {
  who: string
  options: CompanionOption[]
  name: string
  initial: string
  errors: string[] | undefined
  text: TextInput
  textErrors: string[] | undefined
}) {
  const hydrated = useHydrated()
  // The hero is never their own companion: a child whose name is the hero's is not offered.
  const offered = options.filter((child) => child.name.toLowerCase() !== who.toLowerCase())
  const [chosen, setChosen] = useState(offered.some((child) => String(child.id) === initial) ? initial : OTHER_COMPANION)
  const legend = `Who goes on the adventure with ${who}?`
  const hint = 'For example a scruffy terrier called Biscuit, Grandad, his twin sister Mae.'
  if (offered.length === 0)
    return (
      <Field label={legend} inputProps={{ ...text, placeholder: 'a shy dragon', autoComplete: 'off' }} errors={textErrors} hint={hint} />
    )
  const errorId = errors?.length ? `${name}-error` : undefined
  return (
    <fieldset aria-describedby={errorId}>
      <legend id={`${name}-legend`} className="label">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {offered.map((child) => (
          <label key={child.id} className="choice-chip py-1 pl-1">
            <input
              type="radio"
              name={name}
              value={child.id}
              checked={chosen === String(child.id)}
              onChange={() => setChosen(String(child.id))}
              aria-describedby={`${name}-${child.id}-look`}
              className="accent-brand-600"
            />
            <img
              src={heroPreviewUrl(child.look, child.childAge, child.pronouns)}
              alt=""
              width={40}
              height={40}
              className="h-10 w-10 rounded-full bg-brand-50"
            />
            <span>{child.name}</span>
            {/* How they are drawn, for a screen reader after the name. */}
            <span id={`${name}-${child.id}-look`} hidden>
              {describeLook(child.look)}
            </span>
          </label>
        ))}
        <label className="choice-chip">
          <input
            type="radio"
            name={name}
            value={OTHER_COMPANION}
            checked={chosen === OTHER_COMPANION}
            onChange={() => setChosen(OTHER_COMPANION)}
            className="accent-brand-600"
          />
          <span>Someone else</span>
        </label>
      </div>
      <FieldError id={errorId} errors={errors} />
      {hydrated && chosen !== OTHER_COMPANION ? null : (
        <div className="mt-3">
          <Field
            label={hydrated ? 'Who is it?' : 'Someone else: who is it?'}
            // Named by the question and its own label: "Who goes on the adventure with Mia? Who is it?"
            inputProps={{ ...text, placeholder: 'a shy dragon', autoComplete: 'off', 'aria-labelledby': `${name}-legend ${text.id}-label` }}
            errors={textErrors}
            hint={hydrated ? hint : `${hint} Leave it empty when you chose one of your children.`}
          />
        </div>
      )}
    </fieldset>
  )
}
