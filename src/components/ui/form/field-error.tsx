import { useTranslation } from 'react-i18next';
import { useAnnounceErrors } from './form-context';
import { ErrorMessage } from './field-styles';

interface FieldErrorProps {
  id: string;
  message?: string | null;
  values?: Record<string, unknown>;
}

/**
 * A field's message, translated. Announced at once (role alert) unless the form announces a
 * summary itself and moves focus to the first invalid field (the auth forms): nine alerts at
 * once would drown the summary.
 */
export function FieldError({ id, message, values }: FieldErrorProps) {
  const { t } = useTranslation(['validation', 'errors']);
  const announce = useAnnounceErrors();
  if (!message) return null;
  // Keys come from several namespaces (validation:…, funds:…); each carries its namespace.
  const text = (t as unknown as (key: string, options?: object) => string)(message, values);
  return (
    <ErrorMessage id={id} role={announce ? 'alert' : undefined}>
      {text}
    </ErrorMessage>
  );
}
