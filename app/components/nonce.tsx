import { createContext, useContext } from 'react'

const NonceContext = createContext('')

/** Carries the CSP nonce from entry.server to <Scripts>; empty in the browser. */
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
