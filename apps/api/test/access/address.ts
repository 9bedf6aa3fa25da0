// docs/permissions.md, "Address and countries": every logged-in user may ask for address suggestions
// and the country names (the address forms of rooms, customers and profiles); no object is involved.
import { everywhere, type RouteCase } from './matrix.ts';

const everyone = {
  admin: everywhere(200),
  controller: everywhere(200),
  fieldServiceAgents: everywhere(200),
  manager: everywhere(200),
  customer: everywhere(200),
  manufacturer: everywhere(200),
};

export const addressMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/address-suggestions',
    request: () => ({ method: 'GET', url: '/api/address-suggestions?address=Calle%20Larios&countryName=Espa%C3%B1a' }),
    decisions: everyone,
  },
  { route: 'GET /api/countries/names', request: () => ({ method: 'GET', url: '/api/countries/names' }), decisions: everyone },
];
