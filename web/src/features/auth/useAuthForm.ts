import { useId, useState, type FormEvent } from 'react';
import { useAction, useCodeSender } from './actions';
import { dialCodeOf } from './countries';
import { useFieldError } from './fields';
import type { CodeKind, PanelContext } from './panelContext';
import { hasErrors, type Errors } from './validation';

/** The fields every panel shares through the context (typed values carry across panels). */
type SharedField = 'email' | 'phone';

interface Options {
  /**
   * Editing any field clears every message. Panels whose checks depend on each other (the guest
   * entry's email, "ordered before" and code) use it; elsewhere an edit clears only its own field.
   */
  clearAllOnEdit?: boolean;
}

/** What useAuthForm gives a panel with the private values `V`. */
export type AuthForm<V extends Record<string, unknown>> = ReturnType<typeof useAuthForm<V>>;

/**
 * The form logic the sign-in panels share: the panel's private values, docs/storefront-spec.md §5 messages per
 * field (cleared as the shopper edits), one submission at a time with the server's message in the
 * form, and code requests that check their fields before the 60 s wait starts.
 */
export function useAuthForm<V extends Record<string, unknown>>(ctx: PanelContext, initial: V, options: Options = {}) {
  type Field = Extract<keyof V, string> | SharedField;
  const id = useId();
  const fieldError = useFieldError();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const { busy, error, run } = useAction();
  const sendCode = useCodeSender(ctx);

  const clear = (field?: Field) =>
    setErrors((x) => (field === undefined || options.clearAllOnEdit ? {} : { ...x, [field]: undefined }));
  /** Shows the messages of a check; true when there are none. */
  const check = (found: Errors<Field>) => {
    setErrors(found);
    return !hasErrors(found);
  };
  const set = <K extends Extract<keyof V, string>>(key: K, value: V[K]) => {
    setValues((x) => ({ ...x, [key]: value }));
    clear(key);
  };
  const errorOf = (field: Field) => fieldError(errors[field]);

  return {
    /** Prefix for the ids the panel's controls need (the agreement checkbox, the register tabs). */
    id,
    values,
    set,
    clear,
    errorOf,
    busy,
    error,
    /** What the calls send: the trimmed email, the phone's digits and the dial code of its country. */
    email: ctx.shared.email.trim(),
    phoneDigits: ctx.shared.phone.replace(/\D/g, ''),
    countryCode: dialCodeOf(ctx.shared.country),
    /** A form's submit handler: the check first, then the call. */
    onSubmit: (validate: () => Errors<Field>, action: () => Promise<void>) => (e: FormEvent) => {
      e.preventDefault();
      if (check(validate())) void run(action);
    },
    /** A code button's handler: the check first, then the request and the wait of `kind`. */
    codeRequest: (validate: () => Errors<Field>, kind: CodeKind, send: () => Promise<void>) => async () =>
      check(validate()) ? sendCode(kind, send) : false,
    /** Requests a code outside a code button (the forgot panels' submit); false when refused. */
    sendCode,
    /** The props of the value `key` for a text-like field (PasswordField, CaptchaField). */
    bind: <K extends Extract<keyof V, string>>(key: K) => ({
      value: values[key],
      onChange: (value: V[K]) => set(key, value),
      error: errorOf(key),
    }),
    /** The shared email, for EmailField. */
    emailField: {
      value: ctx.shared.email,
      onChange: (email: string) => {
        ctx.setShared({ email });
        clear('email');
      },
      error: errorOf('email'),
    },
    /** The shared country and phone, for PhoneField. */
    phoneField: {
      country: ctx.shared.country,
      onCountry: (country: PanelContext['shared']['country']) => ctx.setShared({ country }),
      phone: ctx.shared.phone,
      onPhone: (phone: string) => {
        ctx.setShared({ phone });
        clear('phone');
      },
      error: errorOf('phone'),
      locale: ctx.locale,
    },
  };
}
