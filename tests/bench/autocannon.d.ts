/** The part of autocannon 8's programmatic API the load run uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      /** Seconds. */
      duration?: number
      headers?: Record<string, string>
      /** A run before the measured one, with its own results (not reported as responses of the main run). */
      warmup?: { connections?: number; duration?: number }
      /** Seconds before a request counts as a timeout (default 10). */
      timeout?: number
    }

    interface Histogram {
      average: number
      mean: number
      stddev: number
      min: number
      max: number
      total: number
      p50: number
      p90: number
      p97_5: number
      p99: number
    }

    interface Result {
      url: string
      connections: number
      /** Seconds the measured run lasted. */
      duration: number
      errors: number
      timeouts: number
      non2xx: number
      resets: number
      '2xx': number
      statusCodeStats: Record<string, { count: number }>
      latency: Histogram & { totalCount: number }
      requests: Histogram & { sent: number }
      throughput: Histogram
    }

    /** Emits 'response' (client, statusCode, bytes, responseTime in ms from process.hrtime) per response. */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this
      on(event: string, listener: (...args: any[]) => void): this
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance
  export = autocannon
}
