/**
 * Waiting for something that happens in the background (a log line, an email, a story being
 * made). Plain TypeScript, no vitest: the Playwright specs use it too.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>

/**
 * Calls `check` every `everyMs` until it gives something truthy, and returns that. Throws
 * `timed out waiting for <what>` once `timeoutMs` have passed without it: a wait never ends quietly.
 * The default deadline only stops a hung test (a story or three sample stories, with two integration
 * files per two cores, can take a minute); it never decides a pass.
 */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 180_000, everyMs = 50): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as Truthy<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${timeoutMs} ms)`)
    await sleep(everyMs)
  }
}
