/** The letter shown when there is no avatar image: display name first, else the email. */
export function avatarLetter(user: { display_name: string; email: string }): string {
  const source = user.display_name.trim() || user.email
  return (Array.from(source)[0] ?? '?').toUpperCase()
}

/** The bundled placeholder avatars: public/avatars/1.svg to 99.svg (docs/decisions.md, 'Avatars'). */
export const AVATAR_COUNT = 99
export const avatarPath = (n: number) => `/avatars/${n}.svg`

const BUNDLED_AVATAR = /^\/avatars\/([1-9]\d{0,2})\.svg$/
/** One of the bundled avatars' paths, exactly as avatarPath() writes it. */
export function isBundledAvatar(url: string): boolean {
  const n = BUNDLED_AVATAR.exec(url)?.[1]
  return n !== undefined && Number(n) <= AVATAR_COUNT
}
