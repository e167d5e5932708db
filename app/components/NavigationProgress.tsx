import { useNavigation } from 'react-router'

/** A thin bar at the top while a page or form submission is loading (JavaScript only). */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div role="progressbar" aria-label="Loading" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 motion-safe:animate-[progress_1.2s_ease-in-out_infinite] rounded-full bg-brand-600" />
    </div>
  )
}
