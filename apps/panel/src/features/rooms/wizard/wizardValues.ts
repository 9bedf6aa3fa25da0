import type { RoomCreateRequest } from '@sereno/api-client';
import { latitude, longitude, translateMessage } from '@sereno/validation';
import type { TFunction } from 'i18next';
import type { WizardState } from './wizardSteps.ts';

/** Spec §5 latitude -90 to 90 and longitude -180 to 180, through the shared rules; both or neither. */
export function coordinateErrors(location: WizardState['location'], t: TFunction): { lat?: string; lng?: string } {
  const { lat, lng } = location;
  if (lat === null && lng === null) return {};
  const check = (value: number | null, rule: typeof latitude) => {
    if (value === null) return t('validation:required');
    const result = rule().safeParse(value);
    return result.success ? undefined : translateMessage(result.error.issues[0]?.message ?? 'number', t);
  };
  return { lat: check(lat, latitude), lng: check(lng, longitude) };
}

/** POST /api/rooms's body for the wizard's answers: trimmed, blanks left out (spec §5: forms trim on submit). */
export function toCreateRequest(state: WizardState, ownerId: string | undefined): RoomCreateRequest {
  const text = (value: string) => value.trim() || undefined;
  const monitorId = text(state.monitorId);
  const claimCode = monitorId ? text(state.claimCode) : undefined;
  const { lat, lng } = state.location;
  const body: RoomCreateRequest = {
    name: state.name.trim(),
    ...(ownerId ? { ownerId } : {}),
    ...(state.licenseId ? { licenseId: state.licenseId } : {}),
    ...(monitorId ? { monitorId } : {}),
    ...(claimCode ? { claimCode } : {}),
    ...(lat !== null && lng !== null ? { location: { lat, lng } } : {}),
  };
  for (const key of ['address', 'city', 'zipCode', 'province'] as const) {
    const value = text(state.address[key]);
    if (value) body[key] = value;
  }
  return body;
}
