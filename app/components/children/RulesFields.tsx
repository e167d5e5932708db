import type { TextareaHTMLAttributes } from 'react'
import { FieldError } from '~/components/Field'
import { FAMILY_RULE_TEXT_MAX, FAMILY_RULES, FAMILY_RULES_MAX } from '~/lib/family-rules'

type Props = {
  legend: string
  hint: string
  /** Ids differ between the child's form and the family's on one page. */
  idPrefix: string
  rules: { name: string; initialValue: unknown; errors: string[] | undefined }
  rulesText: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; key?: string | undefined }
  rulesTextErrors: string[] | undefined
}

/**
 * The rules for stories: the ones the story engine understands as checkboxes (named rules, their
 * keys as values), then the parent's own, one a line. Both are sent; the server keeps them as one list.
 */
export function RulesFields({ legend, hint, idPrefix, rules, rulesText, rulesTextErrors }: Props) {
  const initial = rules.initialValue
  const ticked = new Set(Array.isArray(initial) ? initial : typeof initial === 'string' ? [initial] : [])
  const rulesErrorId = rules.errors?.length ? `${idPrefix}-rules-error` : undefined
  const { key, ...textarea } = rulesText
  const textHintId = `${textarea.id}-hint`
  const textErrorId = rulesTextErrors?.length ? `${textarea.id}-error` : undefined
  return (
    <fieldset aria-describedby={[`${idPrefix}-rules-hint`, rulesErrorId].filter(Boolean).join(' ')} className="space-y-3">
      <legend className="label">{legend}</legend>
      <p id={`${idPrefix}-rules-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {FAMILY_RULES.map((rule) => (
          <label key={rule.key} className="choice-chip justify-start">
            <input
              type="checkbox"
              name={rules.name}
              value={rule.key}
              defaultChecked={ticked.has(rule.key)}
              className="h-5 w-5 accent-brand-600"
            />
            <span>{rule.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={rulesErrorId} errors={rules.errors} />
      <div>
        <label htmlFor={textarea.id} className="label">
          Your own rules
        </label>
        <textarea
          key={key}
          {...textarea}
          rows={3}
          className="input min-h-24"
          placeholder="she is scared of dogs"
          aria-describedby={[textHintId, textErrorId].filter(Boolean).join(' ')}
        />
        <p id={textHintId} className="mt-1 text-sm text-muted">
          One a line, up to {FAMILY_RULE_TEXT_MAX} characters each; {FAMILY_RULES_MAX} rules at most in all. They guide the story and are
          never told in it.
        </p>
        <FieldError id={textErrorId} errors={rulesTextErrors} />
      </div>
    </fieldset>
  )
}
