import { useNavigation } from 'react-router'

/**
 * A form's submit button that says what is happening while its form is being sent. With `intent`,
 * only a submission carrying that intent counts (pages with several forms).
 */
export function SubmitButton({
  label,
  pendingLabel,
  intent,
  className = 'btn-primary w-full',
}: {
  label: string
  pendingLabel: string
  intent?: string
  className?: string
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
  return (
    <button type="submit" className={className} disabled={pending} {...(intent ? { name: 'intent', value: intent } : {})}>
      {pending ? pendingLabel : label}
    </button>
  )
}
