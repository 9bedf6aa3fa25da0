// Where an audit entry leads in the panel. The actions and objects themselves, and their words, are
// @sereno/validation's (audit.ts), shared with the API and its export.
import type { AuditEntry } from '@sereno/api-client';
import { paths } from '../../shared/paths.ts';

/**
 * The panel's page of what an entry touched, where it has one: a user's details, a room's page. The
 * other objects (a booking, a task, a node…) are shown by their room or owner, which the log does not
 * name. Deleted ones have no page left.
 */
export function targetPath({ action, targetType, targetId }: Pick<AuditEntry, 'action' | 'targetType' | 'targetId'>): string | null {
  // A deleted object's page would only say it is not there.
  if (action.endsWith('.delete')) return null;
  switch (targetType) {
    case 'user':
      return paths.user(targetId);
    case 'room':
      return paths.room(targetId);
    default:
      return null;
  }
}
