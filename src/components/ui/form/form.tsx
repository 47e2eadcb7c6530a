import { useRef, type ElementType, type FormEvent, type FormHTMLAttributes } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { AnnounceErrorsContext } from './form-context';

type FormProps<T extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: UseFormReturn<T>;
  /** Runs with valid values; return the request's promise so the form stays pending until it ends. */
  onValid: (values: T) => unknown;
  onInvalid?: SubmitErrorHandler<T>;
  /** A styled element rendered as the form (a Card, a settings Section); a plain form otherwise. */
  component?: ElementType;
  /** False when the form announces a summary itself (see FieldError). */
  announceErrors?: boolean;
};

/**
 * A react-hook-form form: fields find it by context; the browser's own validation is off (our
 * messages are translated); a submit while one runs is dropped in the same task, before React
 * has re-rendered the disabled button.
 */
export function Form<T extends FieldValues>({
  form,
  onValid,
  onInvalid,
  component: Component,
  announceErrors = true,
  children,
  ...rest
}: FormProps<T>) {
  const running = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void form
      .handleSubmit(async (values) => {
        await onValid(values);
      }, onInvalid)(event)
      .finally(() => {
        running.current = false;
      });
  };
  const props = { ...rest, noValidate: true, onSubmit, children };
  return (
    <FormProvider {...form}>
      <AnnounceErrorsContext.Provider value={announceErrors}>
        {Component ? <Component as="form" {...props} /> : <form {...props} />}
      </AnnounceErrorsContext.Provider>
    </FormProvider>
  );
}
