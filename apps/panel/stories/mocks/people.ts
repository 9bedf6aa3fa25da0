import type { CurrentUser } from '@sereno/api-client';

/** The people a screen is seen as, like the demo's accounts. */
export const people = {
  admin: { _id: '0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a01', username: 'admin', name: 'Ana Admin', email: 'admin@sereno.example', role: 'admin' },
  agent: { _id: '0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a02', username: 'agent', name: 'Álvaro Agente', email: 'agent@sereno.example', role: 'fieldServiceAgents' },
  customer: {
    _id: '0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a03',
    username: 'customer',
    name: 'Brisa del Mar',
    email: 'hola@brisadelmar.example',
    role: 'customer',
    customerId: '5c1e0d3a-7b2f-4c6e-9d8a-1f2e3d4c5b01',
  },
  longNames: {
    _id: '0b6f8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a04',
    username: 'maria.de.los.angeles.fernandez-villaverde',
    name: 'María de los Ángeles Fernández-Villaverde y Rodríguez de la Concepción',
    email: 'maria.de.los.angeles.fernandez-villaverde@apartamentos-turisticos-costa-del-sol.example',
    role: 'admin',
  },
} satisfies Record<string, CurrentUser>;
