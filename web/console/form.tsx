import type { InputHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { TextField } from '@/components/TextField';

/**
 * A resolver from a `shared/` request schema whose failures read in the console's language: the rules
 * are the service's own, the words are the console's (`messages` names a text per field).
 */
export function localisedResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  messages: Record<string, string>,
  t: (key: string) => string,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const key = messages[name];
      if (key && error && typeof error === 'object' && 'message' in error) (error as { message?: string }).message = t(key);
    }
    return result;
  };
}

interface FieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue'> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
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
