// GET /address-suggestions (spec §7 Address): what a geocoder finds for the address being typed in
// the room wizard and the customer form. Never an error: without a geocoder, or when it fails, the
// list is empty and the person types the address by hand.
import { addressSuggestionQuerySchema, addressSuggestionSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryCodeOf } from '../countries/names.ts';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { createNominatimGeocoder, SUGGESTIONS_MAX } from './geocoder.ts';

export interface AddressRoutesOptions {
  /** The geocoder's settings (config.geocoder), or null for none. */
  geocoder: { url: string; timeoutMs: number; userAgent: string } | null;
}

export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (app, { geocoder: settings }) => {
  const geocoder = settings ? createNominatimGeocoder({ ...settings, log: app.log }) : null;
  if (!geocoder) app.log.warn('address suggestions: SERENO_GEOCODER_URL is not set; GET /api/address-suggestions answers an empty list');

  app.get(
    '/address-suggestions',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'listAddressSuggestions',
        tags: ['address'],
        summary: 'Addresses that match what is being typed',
        security: sessionSecurity,
        description:
          `At most ${SUGGESTIONS_MAX}, from the geocoder of SERENO_GEOCODER_URL (Nominatim-compatible, docs/operations.md), in the request's language. ` +
          '`countryName` (Spanish or English name, or ISO code) keeps them in that country. Without a geocoder, or when it fails or is slow, an empty list (never an error).',
        querystring: addressSuggestionQuerySchema,
        response: {
          200: jsonResponse('The suggestions', z.array(addressSuggestionSchema.meta({ id: 'AddressSuggestion' }))),
          400: errorResponse('The address is missing or too long'),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!geocoder) return [];
      const { address, countryName } = request.query;
      const countryCode = countryName ? countryCodeOf(countryName) : null;
      return geocoder.suggest({ address, countryCode, countryText: countryName && !countryCode ? countryName : null, language: requestLanguage(request) });
    },
  );
};
