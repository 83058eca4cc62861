import { useState, type TextareaHTMLAttributes } from 'react';
import { useController, useForm, type Control, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { TextArea } from '@/components/TextArea';
import { TextField, type TextFieldProps } from '@/components/TextField';

/**
 * A resolver from a `shared/` request schema whose failures read in the console's language: the rules
 * are the service's own, the words are the console's (`messages` names a text per field, or words the
 * field's failure itself from the rule that failed, zod's issue code: `too_big`, `too_small` ...).
 */
export function localisedResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  messages: Record<string, string | ((rule: string) => string)>,
  t: (key: string) => string,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const key = messages[name];
      if (key && error && typeof error === 'object' && 'message' in error) {
        (error as { message?: string }).message = typeof key === 'function' ? key(String((error as { type?: unknown }).type ?? '')) : t(key);
      }
    }
    return result;
  };
}

/**
 * A resolver from a form's own check, for forms whose rules span fields (a coupon's end after its start, the
 * contact the chosen service needs): `check` gives each broken field its text in the console's language, and
 * the form keeps its own values when nothing is broken.
 */
export function checkedResolver<T extends FieldValues>(check: (values: T) => Partial<Record<FieldPath<T>, string | undefined>>): Resolver<T> {
  return (values) => {
    const found = Object.entries(check(values)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (found.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message }])) as FieldErrors<T> };
  };
}

interface Bound<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
}

interface FieldProps<T extends FieldValues> extends Bound<T>, Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'label' | 'hint' | 'error'> {}

interface AreaProps<T extends FieldValues> extends Bound<T>, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'defaultValue'> {
  /** Shows "n / max" under the control. */
  counted?: number;
}

/** A labelled text input bound to a form: the storefront's TextField, its error next to it. */
export function FormField<T extends FieldValues>({ control, name, label, hint, ...rest }: FieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      label={label}
      hint={hint}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? null}
    />
  );
}

/** A labelled multi-line input bound to a form: the storefront's TextArea, its error next to it. */
export function FormTextArea<T extends FieldValues>({ control, name, label, hint, counted, ...rest }: AreaProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextArea
      {...rest}
      label={label}
      hint={hint}
      name={field.name}
      value={value}
      counter={counted ? { value: value.length, max: counted } : undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? null}
    />
  );
}

/**
 * A form that sends itself with one call and words that call's failure in one line above its fields (sign-in,
 * password reset, the invitation link): the fields' own errors sit next to them, a refused send keeps the
 * input. `failed` turns the failure into that line, or answers null when it has dealt with it another way.
 */
export function useFormSend<In extends FieldValues, Out, Answer>(
  resolver: Resolver<In, unknown, Out>,
  defaultValues: DefaultValues<In>,
  send: UseMutationResult<Answer, Error, Out>,
  sent: (answer: Answer, values: Out) => void,
  failed: (err: Error) => string | null,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({ resolver, defaultValues });
  const submit = form.handleSubmit((values) => {
    setProblem(null);
    send.mutate(values, { onSuccess: (answer) => sent(answer, values), onError: (err) => setProblem(failed(err)) });
  });
  return { form, problem, submit, busy: send.isPending };
}
