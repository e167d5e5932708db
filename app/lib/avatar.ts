/** The letter shown when there is no avatar image: display name first, else the email. */
export function avatarLetter(user: { display_name: string; email: string }): string {
  const source = user.display_name.trim() || user.email
  return (Array.from(source)[0] ?? '?').toUpperCase()
}

export const AVATAR_COUNT = 99
export const avatarPath = (n: number) => `/avatars/${n}.svg`
