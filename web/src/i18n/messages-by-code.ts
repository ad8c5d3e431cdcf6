import {
  FEEDBACK_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@orrery/core/api/account-rules';
import { MAX_NAME_LENGTH } from '@orrery/core/readings/validate';
import { currentLanguage, i18n, type MessageKey, type MessageValues, t } from './i18n';

// English screens keep the server's and the schemas' own words, which can be more specific than
// a code's message ("The image is larger than 2 MB"); other languages word each code and field
// from the catalogue, never by matching English text.

function hasMessage(key: string): key is MessageKey {
  return key in i18n.messages;
}

/** The limits a field's message may name. */
const LIMITS: MessageValues = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };
const LIMITS_OF: Record<string, MessageValues> = {
  fullName: { max: MAX_NAME_LENGTH },
  firstName: { max: MAX_NAME_LENGTH },
  lastName: { max: MAX_NAME_LENGTH },
  message: { max: FEEDBACK_MAX_LENGTH },
};

/**
 * One invalid input's message in the reader's language, by its field (the last part of its path)
 * and zod's issue code: the field's own message, else the code's, else the original words.
 */
export function issueMessage(path: string, code: string | undefined, message: string): string {
  if (currentLanguage() === 'en' || !code) return message;
  const field = path.split('.').pop() ?? '';
  const values = LIMITS_OF[field] ?? LIMITS;
  const specific = `validation.${field}.${code}`;
  if (hasMessage(specific)) return t(specific, values);
  const general = `validation.${code}`;
  return hasMessage(general) ? t(general, values) : message;
}

/** A form field's error from react-hook-form (whose `type` is zod's issue code), in the reader's language. */
export function fieldErrorMessage(
  field: string,
  error: { type?: string | number; message?: string } | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return issueMessage(field, typeof error.type === 'string' ? error.type : undefined, error.message);
}

/** An API error's message in the reader's language, by its code. */
export function apiErrorMessage(
  code: string,
  serverMessage: string | undefined,
  values?: MessageValues,
): string {
  if (currentLanguage() === 'en' && serverMessage) return serverMessage;
  const key = `error.${code}`;
  return hasMessage(key) ? t(key, values) : (serverMessage ?? t('error.internal'));
}

/**
 * A reading app's name and description: the server's in English (admins may rename an app), the
 * catalogue's by its route id in other languages, since the apps table holds English only.
 */
export function appName(routeId: string, serverName: string): string {
  return appText(`app.${routeId}.name`, serverName);
}

export function appDescription(routeId: string, serverDescription: string): string {
  return appText(`app.${routeId}.description`, serverDescription);
}

function appText(key: string, serverText: string): string {
  return currentLanguage() !== 'en' && hasMessage(key) ? t(key) : serverText;
}
