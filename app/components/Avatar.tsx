import { useEffect, useRef, useState } from 'react'
import { avatarLetter } from '~/lib/avatar'

type Props = { user: { display_name: string; email: string; avatar_url: string }; size?: number }

/**
 * The avatar image over its letter fallback. The letter shows whenever the image is not loaded:
 * without JavaScript a broken image with empty alt draws nothing, so the letter shows through.
 */
export function Avatar({ user, size = 40 }: Props) {
  const [state, setState] = useState<'idle' | 'loading' | 'loaded' | 'error'>(user.avatar_url ? 'loading' : 'idle')
  const img = useRef<HTMLImageElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again when the avatar address changes
  useEffect(() => {
    // The image may have settled before hydration.
    const el = img.current
    if (el?.complete) setState(el.naturalWidth > 0 ? 'loaded' : 'error')
  }, [user.avatar_url])
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-200 font-bold text-brand-700"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {avatarLetter(user)}
      {user.avatar_url && state !== 'error' ? (
        <img
          ref={img}
          src={user.avatar_url}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          className="absolute inset-0 h-full w-full object-cover"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      ) : null}
    </span>
  )
}
