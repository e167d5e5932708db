import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ToastView } from '~/components/Toast'

/** 'Story created!' after the /create flow lands here with ?created=1 (with and without JavaScript). */
export function CreatedToast() {
  const location = useLocation()
  const created = new URLSearchParams(location.search).get('created') === '1'
  useEffect(() => {
    if (!created) return
    // Shown once: a reload or a shared link should not announce it again.
    const url = new URL(window.location.href)
    url.searchParams.delete('created')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }, [created])
  if (!created) return null
  return (
    <ToastView
      id={`created-${location.key}`}
      toast={{ title: 'Story created!', description: 'Your magical story is ready to read.', variant: 'success' }}
    />
  )
}
