import { describe, expect, it } from 'vitest';
import { auditActions, auditActionWords, auditTargets, auditTargetWords } from './audit.ts';
import { languages } from './messages/resources.ts';

describe('the audit log in words', () => {
  // The export writes each action and object in the requester's language: none may be left a code.
  it('has every action and every kind of object in words, in Spanish and English', () => {
    for (const language of languages) {
      for (const action of auditActions) expect(auditActionWords[language][action]?.trim() || undefined, `${language} ${action}`).toBeDefined();
      for (const target of auditTargets) expect(auditTargetWords[language][target]?.trim() || undefined, `${language} ${target}`).toBeDefined();
      // No word left over for an action the log no longer has, and no two actions worded alike.
      expect(Object.keys(auditActionWords[language]).sort()).toEqual([...auditActions].sort());
      expect(Object.keys(auditTargetWords[language]).sort()).toEqual([...auditTargets].sort());
      expect(new Set(Object.values(auditActionWords[language])).size, language).toBe(auditActions.length);
    }
  });
});
