import { searchUsernames } from '@sereno/api-client';
import { SearchSelect, SEARCH_SELECT_PAGE_SIZE } from '@sereno/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './wizardStepProps.ts';

/**
 * Spec §6: administrators choose whom the room belongs to, from a search select of users (10 at a
 * time, "load more" for the next ten).
 */
export function OwnerStep({ state, update, errorMessage }: StepProps & { errorMessage?: string }) {
  const { t } = useTranslation();
  const usernames = useRef(new Map<string, string>());
  return (
    <SearchSelect
      label={t('rooms.wizard.user.label')}
      description={t('rooms.wizard.user.help')}
      placeholder={t('rooms.wizard.user.placeholder')}
      isRequired
      errorMessage={errorMessage}
      value={state.ownerId}
      valueLabel={state.ownerName ?? undefined}
      loadOptions={async ({ search, limit, signal }) => {
        // The server answers ten at a time: "load more" asks for the pages up to `limit`.
        const options: { key: string; label: string }[] = [];
        let hasMore = true;
        for (let offset = 0; offset < limit && hasMore; offset += SEARCH_SELECT_PAGE_SIZE) {
          const page = await searchUsernames(search, offset, signal);
          for (const user of page.usernames) usernames.current.set(user._id, user.username);
          options.push(...page.usernames.map((user) => ({ key: user._id, label: user.username })));
          hasMore = page.hasMore;
        }
        return { options, hasMore };
      }}
      onChange={(ownerId) => update({ ownerId, ownerName: ownerId ? (usernames.current.get(ownerId) ?? null) : null, licenseId: null, roomId: null })}
    />
  );
}
