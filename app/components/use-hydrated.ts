import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on (and
 * at once on client navigations): lets a component render its no-JavaScript version first and
 * swap to the enhanced one without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
