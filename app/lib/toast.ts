/** A flash notification. (Validated by the schema in app/.server/toast.ts; no zod in the browser.) */
export type Toast = {
  title: string
  description?: string | undefined
  variant: 'default' | 'success' | 'destructive'
}

/** What code passes when raising a toast: the variant may be left out. */
export type ToastInput = Omit<Toast, 'variant'> & { variant?: Toast['variant'] }

/** Toasts stay 5 s when JavaScript runs; without it they stay until closed. */
export const TOAST_DURATION_MS = 5000
