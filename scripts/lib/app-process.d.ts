// Types of app-process.js for the TypeScript test suites.
export declare const root: string
export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_FLAGS: string[]
export declare function freePort(): Promise<number>

export type SpawnAppOptions = {
  env?: Record<string, string>
  dataDir?: string
  port?: number
  /** Wraps the command line (`[node, 'scripts/start.js']`); the wrapper must exec it last. */
  wrap?: (argv: string[]) => string[]
}

export type AppProcess = {
  url: string
  port: number
  dataDir: string
  pid: number
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  logs: () => string
  signal: (name: NodeJS.Signals) => void
  kill: () => Promise<void>
  stop: () => Promise<void>
}

export declare function spawnApp(options?: SpawnAppOptions): Promise<AppProcess>
