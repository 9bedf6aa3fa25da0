import { ownerLicencesQuery, ownerRoomsQuery, useAssignDevice, useCreateRoom, useSessionUser, type RoomCreateRequest } from '@sereno/api-client';
import { Notification, PageHeader, Skeleton, Stack } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRoomErrorMessage } from '../shared/roomErrorMessage.ts';
import * as styles from './RoomWizard.css.ts';
import { WizardFrame } from './WizardFrame.tsx';
import { ActionStep } from './ActionStep.tsx';
import { AddressStep } from './AddressStep.tsx';
import { DeviceStep } from './DeviceStep.tsx';
import { ExistingRoomStep, type ExistingRoomErrors } from './ExistingRoomStep.tsx';
import { LicenceStep } from './LicenceStep.tsx';
import { LocationStep, type LocationErrors } from './LocationStep.tsx';
import { NameStep } from './NameStep.tsx';
import { NoLicencesStep } from './NoLicencesStep.tsx';
import { OwnerStep } from './OwnerStep.tsx';
import { SuccessStep } from './SuccessStep.tsx';
import { initialWizardState, needsDevice, wizardSteps, type WizardState, type WizardStep } from './wizardSteps.ts';
import { coordinateErrors, toCreateRequest } from './wizardValues.ts';

type Errors = Partial<Record<'owner' | 'name' | 'licence' | 'monitorId', string>> & LocationErrors & ExistingRoomErrors;

/**
 * The room wizard (spec §2): a new room — its owner (administrators), name, licence, address, location
 * and, optionally or in place of the licence, a device — or a device put in a room the owner already
 * has. Nothing is written before the last step; a refusal (no place left, the device in another room)
 * is shown where the person can act on it.
 */
export function RoomWizardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params] = useSearchParams();
  const choosesOwner = user ? can(user.role, 'rooms.chooseOwner') : false;
  const [state, setState] = useState<WizardState>(() => initialWizardState(params.get('monitorId') ?? ''));
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ roomId: string; name: string } | null>(null);
  const errorMessage = useRoomErrorMessage();
  const createRoom = useCreateRoom();
  const assignDevice = useAssignDevice();

  // Administrators act for the owner they chose; everyone else for themselves (no ownerId).
  const ownerId = choosesOwner ? (state.ownerId ?? undefined) : undefined;
  const ownerChosen = !choosesOwner || state.ownerId !== null;
  // Read from the owner's name step on, so that the licence step knows at once whether any place is left.
  const licences = useQuery({ ...ownerLicencesQuery(ownerId), enabled: ownerChosen && state.action === 'new' && stepIndex > 0 });
  const noLicencesLeft = licences.data !== undefined && !licences.data.some((licence) => licence.available > 0);
  const steps = wizardSteps({ ...state, noLicencesLeft }, choosesOwner);
  const step: WizardStep = steps[Math.min(stepIndex, steps.length - 1)] ?? 'action';
  const ownerRooms = useQuery({ ...ownerRoomsQuery(ownerId), enabled: ownerChosen && step === 'existingRoom' });

  const update = (change: Partial<WizardState>) => setState((previous) => ({ ...previous, ...change }));
  const goTo = (next: WizardStep) => {
    setErrors({});
    setFailure(null);
    setStepIndex(Math.max(0, steps.indexOf(next)));
  };
  const back = stepIndex > 0 && step !== 'success' ? () => goTo(steps[stepIndex - 1] ?? 'action') : undefined;
  const forward = () => goTo(steps[stepIndex + 1] ?? 'success');
  const required = t('validation:required');

  const submitNew = async () => {
    const monitorId = state.monitorId.trim();
    if (needsDevice(state) && !monitorId) return setErrors({ monitorId: required });
    try {
      const roomId = await createRoom.mutateAsync(toCreateRequest(state, ownerId) satisfies RoomCreateRequest);
      setCreated({ roomId, name: state.name.trim() });
      forward();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const submitExisting = async () => {
    const monitorId = state.monitorId.trim();
    const found: ExistingRoomErrors = { ...(state.roomId ? {} : { roomId: required }), ...(monitorId ? {} : { monitorId: required }) };
    if (found.roomId || found.monitorId) return setErrors(found);
    const room = ownerRooms.data?.find((candidate) => candidate._id === state.roomId);
    try {
      await assignDevice.mutateAsync({ monitorId, roomId: state.roomId ?? '', claimCode: state.claimCode.trim() || undefined });
      setCreated({ roomId: state.roomId ?? '', name: room?.name ?? '' });
      forward();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const next = (): void => {
    setFailure(null);
    switch (step) {
      case 'user':
        if (!state.ownerId) return setErrors({ owner: required });
        return forward();
      case 'name':
        if (!state.name.trim()) return setErrors({ name: required });
        return forward();
      case 'licence':
        if (!state.licenseId) return setErrors({ licence: required });
        return forward();
      case 'location': {
        const found = coordinateErrors(state.location, t);
        if (found.lat || found.lng) return setErrors(found);
        return forward();
      }
      case 'device':
        return void submitNew();
      case 'existingRoom':
        return void submitExisting();
      default:
        return forward();
    }
  };

  const restart = () => {
    setState(initialWizardState());
    setCreated(null);
    setErrors({});
    setFailure(null);
    setStepIndex(0);
  };

  const nextLabel =
    step === 'device'
      ? t('rooms.wizard.create')
      : step === 'existingRoom'
        ? t('rooms.wizard.assign')
        : step === 'noLicences'
          ? t('rooms.wizard.noLicences.continue')
          : t('rooms.wizard.next');
  const isPending = createRoom.isPending || assignDevice.isPending || (step === 'name' && licences.isPending && licences.fetchStatus !== 'idle');

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader title={t('rooms.wizard.title')} description={t('rooms.wizard.intro')} />
        {step === 'success' && created ? (
          <SuccessStep roomId={created.roomId} roomName={created.name} onAnother={restart} />
        ) : (
          <WizardFrame
            title={t(`rooms.wizard.steps.${step}`)}
            position={stepIndex + 1}
            count={steps.length - 1}
            onBack={back}
            next={{ label: nextLabel, onPress: next, isPending }}
          >
            {step === 'action' ? <ActionStep state={state} update={update} /> : null}
            {step === 'user' ? <OwnerStep state={state} update={update} errorMessage={errors.owner} /> : null}
            {step === 'name' ? <NameStep state={state} update={update} errorMessage={errors.name} /> : null}
            {step === 'licence' ? (
              licences.data ? (
                <LicenceStep state={state} update={update} licences={licences.data} errorMessage={errors.licence} />
              ) : (
                <Skeleton lines={3} />
              )
            ) : null}
            {step === 'noLicences' ? <NoLicencesStep isAdmin={choosesOwner} /> : null}
            {step === 'address' ? <AddressStep state={state} update={update} /> : null}
            {step === 'location' ? <LocationStep state={state} update={update} errors={errors} /> : null}
            {step === 'device' ? <DeviceStep state={state} update={update} errorMessage={errors.monitorId} /> : null}
            {step === 'existingRoom' ? (
              <ExistingRoomStep state={state} update={update} rooms={ownerRooms.data ?? []} isLoading={ownerRooms.isPending} errors={errors} />
            ) : null}
            {licences.isError && step === 'licence' ? (
              <Notification tone="error" autoHideMs={null}>
                {errorMessage(licences.error)}
              </Notification>
            ) : null}
            {failure ? (
              <Notification tone="error" autoHideMs={null}>
                {failure}
              </Notification>
            ) : null}
          </WizardFrame>
        )}
      </Stack>
    </div>
  );
}
