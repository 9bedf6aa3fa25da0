import { ConfirmDialog, Notification, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';

/** One row a bulk action refused: its name as the list shows it, and the server's reason. */
export interface BulkRefusal {
  id: string;
  name: string;
  message: string;
}

export interface BulkResultProps {
  /** How many changed of how many matched ("38 de 40 salas cambiadas"). */
  title: string;
  refused: readonly BulkRefusal[];
  /** The accessible name of the list of refused rows. */
  refusedLabel: string;
  /** Said above that list ("2 salas no han cambiado:"), where the page says it. */
  refusedSummary?: string;
  /** Said when nothing was refused. */
  allChangedText: string;
  onClose: () => void;
}

/**
 * What a bulk action did (docs/presets.md, "Bulk actions"): how many changed of how many matched, then
 * each row refused with why, or that all changed. It stays until closed. The texts are the page's.
 */
export function BulkResult({ title, refused, refusedLabel, refusedSummary, allChangedText, onClose }: BulkResultProps) {
  const list =
    refused.length > 0 ? (
      <ul aria-label={refusedLabel}>
        {refused.map((refusal) => (
          <li key={refusal.id}>{`${refusal.name}: ${refusal.message}`}</li>
        ))}
      </ul>
    ) : null;
  return (
    <Notification tone={refused.length > 0 ? 'warning' : 'success'} title={title} autoHideMs={null} onClose={onClose}>
      {!list ? (
        allChangedText
      ) : refusedSummary ? (
        <Stack gap="xsmall">
          <span>{refusedSummary}</span>
          {list}
        </Stack>
      ) : (
        list
      )}
    </Notification>
  );
}

export interface BulkConfirmProps {
  open: boolean;
  onClose: () => void;
  /** The question, with how many rows it touches. */
  title: string;
  confirmLabel: string;
  /** How many it affects, and that those it cannot change stay as they are. */
  text: string;
  /** Why the last try failed, shown in the dialog, which stays open. */
  failure: string | null;
  /** Rejects to keep the dialog open. */
  onConfirm: () => Promise<void>;
  /** What the action needs chosen first (a preset, a status…). */
  children?: ReactNode;
}

/** The confirmation every bulk action asks for: how many rows, what to choose, and why it failed. */
export function BulkConfirm({ open, onClose, title, confirmLabel, text, failure, onConfirm, children }: BulkConfirmProps) {
  return (
    <ConfirmDialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={title} confirmLabel={confirmLabel} onConfirm={onConfirm}>
      <Stack gap="medium">
        <Text>{text}</Text>
        {children}
        {failure ? (
          <Notification tone="error" autoHideMs={null}>
            {failure}
          </Notification>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
