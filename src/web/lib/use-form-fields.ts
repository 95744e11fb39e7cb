import { type ChangeEvent, type FormEvent, useCallback, useState } from "react";
import type { ZodType } from "zod";

export type FieldRule = (value: string) => string | undefined;

/** A field checked by its shared zod schema (the one the server validates with): its first message. */
export const schemaRule =
  (schema: ZodType): FieldRule =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

/**
 * A small controlled form: validates on submit, then re-checks each field as it changes, and moves focus
 * to the first invalid field. `idPrefix` keeps ids unique when two forms share a page.
 */
export function useFormFields<K extends string>(
  idPrefix: string,
  initial: Record<K, string>,
  rules: Record<K, FieldRule>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const fieldId = useCallback((name: K) => `${idPrefix}-${name}`, [idPrefix]);

  const field = (name: K) => {
    const id = fieldId(name);
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (submitted) setErrors((current) => ({ ...current, [name]: rules[name](value) }));
      },
    };
  };

  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const next: Partial<Record<K, string>> = {};
    for (const name of Object.keys(rules) as K[]) {
      const message = rules[name](values[name]);
      if (message) next[name] = message;
    }
    setErrors(next);
    const firstInvalid = (Object.keys(rules) as K[]).find((name) => next[name]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    onValid(values);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, field, handleSubmit, reset };
}
