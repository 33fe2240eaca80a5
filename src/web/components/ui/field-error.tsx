import '../../i18n/validation-texts.ts';

/** The message under a form field; `id` is what the field's aria-describedby points to. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {message}
    </p>
  );
}
