import { createContext } from 'react-router'
import type { User } from '@db/schema'
import type { Toast } from '~/lib/toast'

/** Per-request values set by the root middleware and read by loaders, actions and entry.server. */
export const nonceContext = createContext<string>('')
export const sessionContext = createContext<{ user: User; idHash: string } | null>(null)
/** The flash toast of this request; `consumed` is set when the root loader hands it to the page. */
export const toastContext = createContext<{ toast: Toast | null; consumed: boolean }>({
  toast: null,
  consumed: false,
})
/**
 * The signed-in user of a page under routes/signed-in.tsx (verified, too, under verified-only.tsx),
 * set by that layout's middleware. Unset elsewhere: reading it there throws, so a page outside the
 * layouts cannot use it by mistake.
 */
export const signedInUserContext = createContext<User>()
/** Set by the profile action once it deleted the account, so the page loaders of that same request render 'Account deleted' (without JavaScript) instead of sending the visitor to sign in. */
export const accountDeletedContext = createContext<boolean>(false)
