// The room wizard's steps (spec §2): action (new or existing room), select user (administrators only),
// name, licence, address, location, assign an existing device, success; and the no-licences step,
// taken when the owner has no licence with a place and no device is at hand.

export type WizardAction = 'new' | 'existing';

export type WizardStep = 'action' | 'user' | 'name' | 'licence' | 'noLicences' | 'address' | 'location' | 'device' | 'existingRoom' | 'success';

export interface WizardState {
  action: WizardAction;
  /** The new room's owner: chosen by administrators, the person otherwise. */
  ownerId: string | null;
  ownerName: string | null;
  name: string;
  /** The licence the room takes; null while none is chosen, or when it comes with a device instead. */
  licenseId: string | null;
  address: { address: string; city: string; zipCode: string; province: string };
  location: { lat: number | null; lng: number | null };
  /** The number printed on the device. */
  monitorId: string;
  /** The claim code printed on its label: needed for a device nobody owns yet. */
  claimCode: string;
  /** The owner's room the device goes to ("existing room"). */
  roomId: string | null;
}

export const initialWizardState = (monitorId = ''): WizardState => ({
  action: 'new',
  ownerId: null,
  ownerName: null,
  name: '',
  licenseId: null,
  address: { address: '', city: '', zipCode: '', province: '' },
  location: { lat: null, lng: null },
  monitorId,
  claimCode: '',
  roomId: null,
});

/** The steps this person walks through with these answers, success last. */
export function wizardSteps(state: Pick<WizardState, 'action'> & { noLicencesLeft: boolean }, choosesOwner: boolean): WizardStep[] {
  const start: WizardStep[] = ['action', ...(choosesOwner ? (['user'] as const) : [])];
  if (state.action === 'existing') return [...start, 'existingRoom', 'success'];
  // The owner has no licence with a place: the room can only be made with a device.
  const licence: WizardStep = state.noLicencesLeft ? 'noLicences' : 'licence';
  return [...start, 'name', licence, 'address', 'location', 'device', 'success'];
}

/** The room a new-room run creates needs a device when it takes no licence (spec §5). */
export const needsDevice = (state: WizardState): boolean => state.action === 'existing' || state.licenseId === null;
