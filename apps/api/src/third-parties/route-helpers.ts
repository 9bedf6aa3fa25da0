// What every third-parties route does around its call: find the customer the caller acts for, open the
// customer's linked account, answer a provider's failure, and link or unlink with the audit entry.
import { can, type Language } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/log.ts';
import { customerExists } from '../customers/queries.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import type { CredentialsOf, LinkedAccount } from './connections.ts';
import { asHttpError, thirdPartyError } from './errors.ts';
import { thirdPartyText } from './messages.ts';
import type { ThirdParties } from './service.ts';
import type { PmsProvider } from '../db/schema/third-parties.ts';

export function thirdPartyRouteHelpers({ db, clock, thirdParties }: { db: Database; clock: () => Date; thirdParties: ThirdParties }) {
  /** The customer the caller acts for: staff name one that exists; others their own (another's is 404). */
  async function customerFor(request: FastifyRequest, customerId: string | undefined): Promise<string> {
    const caller = callerOf(request);
    const language = requestLanguage(request);
    if (!can(caller.role, 'customers.actForAny')) {
      if (customerId !== undefined && customerId !== caller.customerId) throw new HttpError(404, serverMessage(language, 'customerNotFound'));
      if (!caller.customerId) throw new HttpError(400, serverMessage(language, 'customerMissing'));
      return caller.customerId;
    }
    if (customerId === undefined) throw new HttpError(400, serverMessage(language, 'customerMissing'));
    if (!(await customerExists(db, customerId))) throw new HttpError(404, serverMessage(language, 'customerNotFound'));
    return customerId;
  }

  /** The customer's linked account at `provider`; 409 when there is none or it cannot be read. */
  async function accountOf<Provider extends PmsProvider>(language: Language, customerId: string, provider: Provider): Promise<LinkedAccount<Provider>> {
    const stored = await thirdParties.connections.get(customerId, provider);
    if ('missing' in stored) {
      const key = stored.missing === 'notLinked' ? 'notLinked' : 'unreadable';
      throw thirdPartyError(409, stored.missing === 'notLinked' ? 'API_ERROR' : 'INVALID_CREDENTIALS', thirdPartyText(language, key, { provider }));
    }
    return stored;
  }

  /** Runs a provider call, its failure answered as errors.ts says. */
  async function calling<Result>(language: Language, action: 'link' | 'use', call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      throw asHttpError(language, error, action);
    }
  }

  async function link<Provider extends PmsProvider>(
    request: FastifyRequest,
    customerId: string,
    provider: Provider,
    credentials: CredentialsOf[Provider],
    verify: (tokenKey: string) => Promise<unknown>,
  ) {
    const language = requestLanguage(request);
    const tokenKey = thirdParties.tokenKeyOf(provider, credentials as unknown as Record<string, string>);
    await calling(language, 'link', () => verify(tokenKey));
    const now = clock();
    const caller = callerOf(request);
    await db.transaction(async (tx) => {
      await thirdParties.connections.link(tx, { customerId, provider, credentials, tokenKey, linkedBy: caller.id, now });
      await recordAudit(tx, { actor: caller, ip: request.ip, now }, { action: 'customer.update', targetType: 'customer', targetId: customerId });
    });
    return { customerId, provider, linked: true as const, linkedAt: now.toISOString() };
  }

  async function unlink(request: FastifyRequest, customerId: string, provider: PmsProvider): Promise<void> {
    const caller = callerOf(request);
    const now = clock();
    await db.transaction(async (tx) => {
      if (await thirdParties.connections.unlink(tx, customerId, provider)) {
        await recordAudit(tx, { actor: caller, ip: request.ip, now }, { action: 'customer.update', targetType: 'customer', targetId: customerId });
      }
    });
  }

  return { customerFor, accountOf, calling, link, unlink };
}
