import type { Toast } from '~/lib/toast'
import { ToastView } from './Toast'

/** The 'Error' toast a failed form submission answered with (handleForm), shown on the same page. */
export function FormFailureToast({ actionData }: { actionData?: { result?: unknown; toast?: Toast | undefined } | undefined }) {
  if (!actionData?.toast) return null
  const id = JSON.stringify(actionData.result)
  return <ToastView key={id} id={id} toast={actionData.toast} />
}
