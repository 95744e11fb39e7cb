import { type ChangeEvent, type FormEvent, useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, focusFirstError, validate } from "./validate";

/**
 * A small controlled form of text fields, checked by a shared zod schema (the one the server validates with,
 * `pick`ed to the fields the form shows): validates on submit, then re-checks each field as it changes, and
 * moves focus to the first invalid field. `idPrefix` keeps ids unique when two forms share a page.
 * The form approach of ADR 030, in a hook for forms whose fields are all text.
 */
export function useFormFields<K extends string, S extends z.ZodType<unknown, Record<K, string>>>(
  idPrefix: string,
  initial: Record<K, string>,
  schema: S,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const names = Object.keys(initial) as K[];

  const fieldId = useCallback((name: K) => `${idPrefix}-${name}`, [idPrefix]);

  // On a server-drawn page a visitor can type before the code comes (slow 3G); React hydrates the field
  // keeping that text on screen but not in state, so it is taken over here, once, as if just typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const typed: Partial<Record<K, string>> = {};
    for (const name of names) {
      const element = document.getElementById(fieldId(name));
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.value !== initial[name]
      )
        typed[name] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);
  const check = (next: Record<K, string>) => validate(schema, next).errors as FieldErrors<Record<K, string>>;

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
        if (submitted)
          setErrors((current) => ({
            ...current,
            [name]: check({ ...values, [name]: value } as Record<K, string>)[name],
          }));
      },
    };
  };

  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const next = check(values);
    setErrors(next);
    if (names.some((name) => next[name])) {
      focusFirstError(next, names, idPrefix);
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
