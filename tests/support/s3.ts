import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver'
import { freePort } from '../../scripts/lib/app-process.js'

export type S3Server = {
  endpoint: string
  bucket: string
  /** The environment that points the app at this server. */
  env: Record<string, string>
  stop: () => Promise<void>
}

/**
 * A local S3-compatible server (s3rver) on a free loopback port with its own temp folder and one
 * bucket, for tests that run the real AWS SDK against it. stop() closes it and removes the folder.
 */
export async function startS3(bucket = 'storybook-media'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-s3-'))
  const port = await freePort()
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close().catch(() => {})
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
