import { lazy, type ComponentType } from 'react'

const serverLoads: Promise<unknown>[] = []

/**
 * A part of a page whose script the browser loads when the part is first shown (React.lazy: wrap it
 * in Suspense), so it is not in the page's first load. The server loads every such part as the app
 * starts and renders it in place like any other component: one still loading would be sent apart
 * from its place in the page, where only a script puts it back, and without JavaScript it would
 * never show.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazy(async () => ({ default: await load() }))
  let Loaded: ComponentType<P> | undefined
  serverLoads.push(
    load().then((component) => {
      Loaded = component
    }),
  )
  // Called once per part at module level, so each part keeps one component identity for good.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, never called in a render
  return function ServerPart(props: P) {
    if (!Loaded) throw new Error('a lazy part was rendered before partsLoaded()')
    return <Loaded {...props} />
  }
}

/** Every lazy part loaded (server): entry.server waits for it before rendering a page. */
export const partsLoaded = (): Promise<unknown> => Promise.all(serverLoads)
