// Step 1 of the ingest: the batch as it arrived becomes readings, or a 400 that names each bad field.
import { READING_MAX_CLOCK_SKEW_MS, readingBatchSchema, READINGS_PER_BATCH_MAX, type Language, type Reading } from '@sereno/validation';
import { HttpError, validationMessage } from '../../platform/errors.ts';
import { serverMessage } from '../../platform/messages.ts';

/**
 * Validates the whole batch (`field` names it in errors: `body` over HTTP, `readings` over MQTT);
 * a reading timed later than the allowed clock skew after `now` is refused too.
 */
export function parseReadings(input: unknown, field: string, language: Language, now: Date): Reading[] {
  const result = readingBatchSchema.safeParse(input);
  if (!result.success) {
    const issues = result.error.issues.map((issue) =>
      issue.path.length === 0
        ? { field, message: serverMessage(language, 'readingsRequired', { field, max: READINGS_PER_BATCH_MAX }) }
        : {
            field: `${field}[${String(issue.path[0])}]${issue.path
              .slice(1)
              .map((part) => `.${String(part)}`)
              .join('')}`,
            message: issue.message,
          },
    );
    const whole = issues.find((issue) => issue.field === field);
    throw new HttpError(400, whole ? whole.message : validationMessage(language, issues));
  }
  const latestAllowed = now.getTime() + READING_MAX_CLOCK_SKEW_MS;
  const future = result.data.flatMap((reading, index) =>
    Date.parse(reading.ts) > latestAllowed
      ? [serverMessage(language, 'readingInFuture', { field: `${field}[${index}].ts`, minutes: READING_MAX_CLOCK_SKEW_MS / 60_000 })]
      : [],
  );
  if (future.length > 0) throw new HttpError(400, future.join('; '));
  return result.data;
}
