import { useEffect, useState } from 'react'
import { TOAST_DURATION_MS, type Toast } from '~/lib/toast'

const tone = {
  default: 'bg-white text-ink ring-brand-200',
  success: 'bg-emerald-50 text-emerald-950 ring-emerald-300',
  destructive: 'bg-red-50 text-red-950 ring-red-300',
}

/**
 * One toast at a time. Without JavaScript it stays until closed (a checkbox hides it); with
 * JavaScript it goes after 5 s.
 */
export function ToastView({ toast, id }: { toast: Toast; id: string }) {
  const [open, setOpen] = useState(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast id shows the toast again for its full time
  useEffect(() => {
    setOpen(true)
    const timer = setTimeout(() => setOpen(false), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [id])
  if (!open) return null
  const inputId = `toast-${id}`
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:bottom-6">
      <input type="checkbox" id={inputId} className="peer sr-only" aria-label="Hide notification" />
      <div
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl p-4 shadow-lg ring-2 peer-checked:hidden ${tone[toast.variant]}`}
      >
        <div className="flex-1">
          <p className="font-bold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the label's checkbox takes the keyboard (and closes without JavaScript) */}
        <label
          htmlFor={inputId}
          className="-m-2 flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-xl hover:bg-black/5"
          onClick={(e) => {
            e.preventDefault()
            setOpen(false)
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Close</span>
        </label>
      </div>
    </div>
  )
}
