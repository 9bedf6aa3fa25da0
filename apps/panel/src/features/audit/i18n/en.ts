import { auditActionWords, auditTargetWords } from '@sereno/validation';
import type { AuditTexts } from './es.ts';

export const auditEn: AuditTexts = {
  audit: {
    title: 'Audit log',
    intro: 'Every change made in Sereno: who, what, when and from which address. Newest first.',
    count_one: '{{count}} entry',
    count_other: '{{count}} entries',
    loadError: 'The audit log could not be loaded.',
    filters: {
      label: 'Audit log filters',
      action: 'Action',
      target: 'Object',
      actor: 'User',
      actorPlaceholder: 'Search user',
      days: 'Days',
      all: 'All',
      allTargets: 'All',
      clear: 'Clear filters',
    },
    columns: { at: 'Date', actor: 'User', action: 'Action', target: 'Object', ip: 'IP address', rooms: 'Rooms' },
    deletedActor: 'deleted account',
    rooms_one: '{{count}} room',
    rooms_other: '{{count}} rooms',
    fromAddress: 'from {{ip}}',
    empty: {
      title: 'No changes yet',
      text: 'When someone creates, changes or deletes something, it shows here.',
      filteredTitle: 'No changes with these filters',
      filteredText: 'Try other days, another action or another user.',
    },
    action: auditActionWords.en,
    target: auditTargetWords.en,
    openTarget: 'Open {{target}} {{id}}',
  },
};
