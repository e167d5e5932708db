import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { Field, FormErrors } from '~/components/Field'
import { IMPORT_FORM } from '~/components/lazy-forms'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'
import { importSummaryLines, type ImportSummary } from '~/lib/account'

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline'

/** The file form: a plain multipart post, so it works the same with JavaScript off. */
export function ImportForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useZodForm('import-data', IMPORT_FORM, lastResult)
  return (
    <>
      <p className="mt-2 text-center text-muted">
        Bring your children and stories from another Storybook: choose the ZIP file its “Download your data” made.
      </p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
        <li>Your children and stories are added, with their pictures, narration and recorded voices.</li>
        <li>
          Nothing here is changed or replaced: a child already here keeps their profile, and a story already in your library is not added
          twice.
        </li>
        <li>Credits and purchases stay with the other account.</li>
        <li>The file can be at most 100 MB.</li>
      </ul>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-4">
        <Field
          label="Your data (ZIP file)"
          inputProps={{ ...getInputProps(fields.file, { type: 'file' }), accept: '.zip,application/zip' }}
          errors={fields.file.errors}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton label="Import" pendingLabel="Importing… this can take a minute" />
      </Form>
      <p className="mt-6 text-center">
        <Link to="/profile" className={linkClass}>
          Back to your profile
        </Link>
      </p>
    </>
  )
}

/** What the import added, said plainly, with the way to the library. */
export function ImportDone({ result }: { result: ImportSummary }) {
  const [headline, ...details] = importSummaryLines(result)
  return (
    <div role="status" className="mt-6 space-y-3">
      <p className="text-lg font-semibold">{headline}</p>
      {details.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="flex flex-wrap justify-center gap-4 pt-2">
        <Link to="/library" className="btn-primary inline-flex">
          Open your library
        </Link>
        <Link to="/children" className={linkClass}>
          See your children
        </Link>
        <Link to="/profile" className={linkClass}>
          Back to your profile
        </Link>
      </p>
    </div>
  )
}
