import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { Env } from '../env'
import type { MediaStore } from './storage'

type S3Config = Extract<Env['media'], { store: 's3' }>

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey')

/**
 * Media in an S3-compatible bucket (AWS, MinIO, Garage, R2, …) through the AWS SDK. Reads still go
 * through the app, which checks the owner first and streams the object (with a byte range).
 */
export function s3Store(config: S3Config): MediaStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Other providers do not all understand the SDK's default checksums (some store corrupted
    // objects for streamed uploads): send and check them only when an operation requires it.
    ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  })
  const Bucket = config.bucket
  return {
    kind: 's3',
    async put(Key, data, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType, ContentLength: data.byteLength }))
    },
    async size(Key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? null
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async stream(Key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        )
        return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }))
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
  }
}
