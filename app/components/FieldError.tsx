// Its own module: pages that only show an error (the reader's page tools) need no form library.
/** The first error of one field, under it; `id` is what the field's aria-describedby points at. */
export function FieldError({ errors, id }: { errors?: string[] | undefined; id?: string | undefined }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      {errors[0]}
    </p>
  )
}
