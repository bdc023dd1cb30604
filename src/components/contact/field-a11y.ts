/**
 * Accessibility attributes of a form control: marked invalid and described
 * by its error message only while it has one, so a screen reader reads the
 * message when the control gets focus.
 */
export function errorMessageId(controlId: string): string {
  return `${controlId}-error`;
}

export function fieldA11yProps(controlId: string, error: string | undefined) {
  return {
    id: controlId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorMessageId(controlId) : undefined,
  };
}
