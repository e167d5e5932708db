import { useEffect, useRef } from 'react'

/**
 * Brings a status that replaces what was on screen into view and moves focus to it, once, when it
 * mounts: after 'Create Story' at the foot of a long form on a phone, the progress is the first
 * thing seen and heard. Give the element tabIndex={-1} and a scroll margin for the sticky header.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    element.focus({ preventScroll: true })
    const box = element.getBoundingClientRect()
    if (box.top < 64 || box.top > window.innerHeight / 2) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      element.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
    }
  }, [])
  return ref
}
