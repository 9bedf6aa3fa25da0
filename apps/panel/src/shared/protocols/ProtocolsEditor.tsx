import {
  ApiError,
  cardFileUrl,
  uploadCardFiles,
  useCreateCard,
  useDeleteCard,
  useUpdateCardContent,
  type ProtocolModule,
  type ProtocolResource,
} from '@sereno/api-client';
import { cardDefinition, ProtocolCardForm, ProtocolCardView, protocolCardsNamespace, type UploadCardFile } from '@sereno/protocol-cards';
import { Button, ConfirmDialog, InfoMessage, Inline, Select, Skeleton, Stack, Text, useToast } from '@sereno/ui';
import { cardModules } from '@sereno/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../feedback/LoadError.tsx';
import { useRefusalMessage } from '../forms/useRefusalMessage.ts';
import { withCardTexts } from './cardTexts.ts';
import * as styles from './Protocols.css.ts';
import { NotActive } from './ProtocolsView.tsx';
import { useCards, type CardsTarget } from './useCards.ts';

/** `justCreated`: the card was saved a moment ago and stays open for its photos and documents. */
type Editing = { module: ProtocolModule; card?: ProtocolResource; defaults?: Record<string, unknown>; justCreated?: boolean };

/** Files upload only to a saved card: a new card that holds files stays open once created, with the upload. */
const holdsFiles = (module: ProtocolModule) => cardDefinition(module).fields.some((field) => field.kind === 'files');

/** An inherited card's content to start an override from: its files stay with the card above. */
const overrideDefaults = (content: Record<string, unknown>) => ({ ...content, ...('files' in content ? { files: [] } : {}) });

/**
 * The protocols editor of a room or a location (spec §2), for those who may change the owner's
 * structure: its own cards to edit or delete, the inherited ones marked with their source and an "override here", a
 * card to add. Photos and documents upload to a saved card with their progress (a new card is saved
 * first, then stays open with its upload); the server's file errors (spec §8: too large, not allowed,
 * not permitted) show under the file.
 */
export function ProtocolsEditor({ ownerId, target }: { ownerId: string; target: CardsTarget }) {
  const { t, i18n } = useTranslation();
  withCardTexts(i18n);
  const { t: cardT } = useTranslation(protocolCardsNamespace);
  const { toast } = useToast();
  const refusal = useRefusalMessage();
  const { error, retry, list, nodeId } = useCards(ownerId, target);
  const create = useCreateCard();
  const update = useUpdateCardContent();
  const remove = useDeleteCard();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [adding, setAdding] = useState<ProtocolModule | null>(null);
  const [removing, setRemoving] = useState<ProtocolResource | null>(null);
  const title = (module: ProtocolModule) => cardT(`cards.${module}.title`);

  if (error instanceof ApiError && error.statusCode === 404) return <NotActive />;
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!list || !nodeId) return <Skeleton shape="rect" height="16rem" width="100%" />;

  const own = new Set(list.filter(({ inheritedFrom }) => !inheritedFrom).map(({ card }) => card.module));
  const addable = cardModules.filter((module) => !own.has(module));

  /** The upload of one file to a saved card, its refusal in the person's language. */
  const uploadTo =
    (card: ProtocolResource): UploadCardFile =>
    async (file, onProgress) => {
      try {
        const answer = await uploadCardFiles({ ownerId, cardId: card._id, files: [file], language: i18n.language }, (share) =>
          onProgress(Math.round(share * 100)),
        );
        return answer.files[0]?.fileName ?? '';
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'NETWORK_ERROR') throw new Error(t('rooms.detail.protocols.connection'), { cause: failure });
        if (failure instanceof ApiError && failure.statusCode >= 500) throw new Error(t('rooms.detail.protocols.serverError'), { cause: failure });
        if (failure instanceof ApiError) throw new Error(refusal(failure), { cause: failure });
        throw new Error(t('rooms.detail.protocols.uploadUnexpected'), { cause: failure });
      }
    };

  const save = (content: Record<string, unknown>) => {
    if (!editing) return;
    const card = title(editing.module);
    const done = (message: string) => () => {
      toast({ tone: 'success', message });
      setEditing(null);
    };
    const failed = (failure: unknown) => toast({ tone: 'error', title: t('rooms.detail.protocols.notSaved', { card }), message: refusal(failure) });
    if (editing.card) {
      update.mutate({ id: editing.card._id, content }, { onSuccess: done(t('rooms.detail.protocols.saved', { card })), onError: failed });
    } else {
      const { module } = editing;
      create.mutate(
        { ownerId, nodeId, module, content },
        {
          onSuccess: (created) => {
            toast({ tone: 'success', message: t('rooms.detail.protocols.created', { card }) });
            setEditing(holdsFiles(module) ? { module, card: created, justCreated: true } : null);
          },
          onError: failed,
        },
      );
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const card = title(removing.module);
    try {
      await remove.mutateAsync({ id: removing._id, ownerId });
      toast({ tone: 'success', message: t('rooms.detail.protocols.removed', { card }) });
    } catch (failure) {
      toast({ tone: 'error', title: t('rooms.detail.protocols.notRemoved', { card }), message: refusal(failure) });
    } finally {
      setRemoving(null);
    }
  };

  const form = editing ? (
    <Stack gap="small">
      {!editing.card && holdsFiles(editing.module) ? <InfoMessage>{t('rooms.detail.protocols.uploadLater')}</InfoMessage> : null}
      {editing.justCreated ? <InfoMessage>{t('rooms.detail.protocols.uploadNow')}</InfoMessage> : null}
      <ProtocolCardForm
        key={`${editing.module}-${editing.card?._id ?? 'new'}`}
        module={editing.module}
        defaultValues={editing.card?.content ?? editing.defaults}
        onSave={(content) => save(content as Record<string, unknown>)}
        isSaving={create.isPending || update.isPending}
        onCancel={() => setEditing(null)}
        uploadFile={editing.card ? uploadTo(editing.card) : undefined}
        fileUrl={cardFileUrl}
      />
    </Stack>
  ) : null;

  return (
    <Stack gap="large">
      <Inline gap="small" align="end">
        <Select
          label={t('rooms.detail.protocols.addLabel')}
          value={adding}
          onChange={(module) => setAdding(module as ProtocolModule | null)}
          options={addable.map((module) => ({ key: module, label: title(module) }))}
        />
        <Button
          isDisabled={!adding}
          onPress={() => {
            if (!adding) return;
            const inherited = list.find(({ card }) => card.module === adding)?.card;
            setEditing({ module: adding, defaults: inherited ? overrideDefaults(inherited.content) : undefined });
            setAdding(null);
          }}
        >
          {t('rooms.detail.protocols.add')}
        </Button>
      </Inline>
      {form}
      {list.length === 0 ? <Text tone="secondary">{t('rooms.detail.protocols.empty')}</Text> : null}
      <div className={styles.cards}>
        {list
          .filter(({ card }) => editing?.card?._id !== card._id)
          .map(({ card, inheritedFrom }) =>
            inheritedFrom ? (
              <ProtocolCardView
                key={card._id}
                module={card.module}
                content={card.content}
                fileUrl={cardFileUrl}
                inheritedFrom={inheritedFrom}
                onOverride={() => setEditing({ module: card.module, defaults: overrideDefaults(card.content) })}
              />
            ) : (
              <ProtocolCardView
                key={card._id}
                module={card.module}
                content={card.content}
                fileUrl={cardFileUrl}
                actions={
                  <>
                    <Button variant="secondary" size="small" onPress={() => setEditing({ module: card.module, card })}>
                      {t('rooms.detail.protocols.edit')}
                    </Button>
                    <Button variant="secondary" tone="critical" size="small" onPress={() => setRemoving(card)}>
                      {t('rooms.detail.protocols.remove')}
                    </Button>
                  </>
                }
              />
            ),
          )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        intent="delete"
        title={t('rooms.detail.protocols.removeTitle', { card: removing ? title(removing.module) : '' })}
        onConfirm={confirmRemove}
      >
        <Text>{t('rooms.detail.protocols.removeText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
