// A person's open sessions as the API answers them: for their own profile and for an administrator
// looking at their account. The session's id is a hash of the cookie, never the cookie itself.
import { z } from 'zod';
import type { liveUserSessions } from '../platform/session/session.ts';

export const accountSessionSchema = z
  .object({
    _id: z.string().describe('Names the session to end it; not its cookie (the cookie is never stored)'),
    createdAt: z.iso.datetime().describe('When the person logged in'),
    lastSeenAt: z.iso.datetime().describe('Its last request, to the minute'),
    ip: z.string().nullable().describe('The address it logged in from'),
    userAgent: z.string().nullable().describe('The browser it logged in with'),
    current: z.boolean().describe('The session of this request'),
  })
  .meta({ id: 'AccountSession' });

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) }).meta({ id: 'AccountSessions' });

type SessionRow = Awaited<ReturnType<typeof liveUserSessions>>[number];

/** The sessions as answered, `current` marking the one of the request (`currentId`). */
export const toAccountSessions = (rows: readonly SessionRow[], currentId: string | undefined): z.infer<typeof accountSessionsSchema> => ({
  sessions: rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentId,
  })),
});
