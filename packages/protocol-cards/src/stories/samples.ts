// Sample cards for the stories and the docs: one filled card of every module, and a `fileUrl` that
// draws each stored photo in place (no server in Storybook).
import type { CardContent, CardModule } from '@sereno/validation';

const photo = (n: number) => `0000000${n}-0000-4000-8000-00000000000${n}.jpg`;
export const samplePhotos = [photo(1), photo(2), photo(3)];
export const sampleDocument = '00000009-0000-4000-8000-000000000009.pdf';

const hues = [210, 150, 30, 280, 0, 90, 330, 60, 190];

/** A picture for each sample file: a tinted rectangle with the file's number, as a data address. */
export function sampleFileUrl(name: string): string {
  const n = Number(name.slice(7, 8)) || 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hues[n] ?? 0} 45% 55%)"/><text x="200" y="170" font-size="72" text-anchor="middle" fill="white" font-family="sans-serif">${n}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const steps = (...lines: string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join('\n');

const place = (location: string, instructions: string) => ({ location, instructions, files: [photo(1)] });
const code = (value: string, location: string, instructions: string) => ({ code: value, location, instructions, files: [] });

/** One filled card of every module, as the server stores it. */
export const sampleContent: { [M in CardModule]: CardContent<M> } = {
  headquarters: { address: 'Calle Mayor 10, 28013 Madrid', location: 'Oficina 2B', instructions: 'Abierta de 9:00 a 18:00.', files: [] },
  contacts: {
    contacts: [
      { name: 'Lucía Pérez', role: 'Limpieza', telephone: '+34 600 111 222', email: 'lucia@example.com' },
      { name: 'Jordi Serra', role: 'Mantenimiento', telephone: '+34 600 333 444' },
    ],
  },
  emergencyContact: {
    contacts: [
      { name: 'Cerrajería 24h', type: 'opening', telephone: '+34 911 000 111', daysAndHours: 'Todos los días, 24 h', description: 'Piden el DNI del huésped.' },
      { name: 'Fontanero Ruiz', type: 'plumbing', telephone: '+34 600 555 666', email: 'ruiz@example.com', daysAndHours: 'L-V 8:00-20:00', description: '' },
      { name: 'Comunidad', type: 'noise', telephone: '+34 600 777 888', daysAndHours: 'L-D 22:00-8:00', description: 'El presidente vive en el 1.º A.' },
      { name: 'Oficina Sereno', type: 'general', telephone: '+34 910 000 000', description: '' },
    ],
  },
  checkIn: { method: 'inPerson', time: '15:00', instructions: steps('Recibir al huésped en el portal.', 'Entregar dos juegos de llaves.'), files: [] },
  checkOut: { method: 'keyBox', time: '11:00', instructions: 'Dejar las llaves en la caja del portal.', files: [] },
  selfCheckIn: {
    code: '2468',
    location: 'Caja de llaves a la derecha del portal',
    time: '16:00',
    instructions: steps('Abrir la caja con el código.', 'Devolver la llave a la caja al salir.'),
    files: [photo(2)],
  },
  lateCheckOut: { time: '13:00', instructions: 'Con un suplemento de 20 €, si no entra nadie ese día.', files: [] },
  reservation: { instructions: 'Las reservas se ven en el PMS; los cambios, por la oficina.', files: [] },
  alarm: code('4821', 'Panel a la derecha de la puerta', steps('Introducir el código.', 'Pulsar OFF.', 'Si suena 30 s, llamar a la central.')),
  amenities: { instructions: 'Cafetera, secador, plancha y cuna bajo petición.', files: [] },
  insurance: {
    hasInsurance: true,
    company: 'Mapfre',
    policyNumber: 'POL-2026-118833',
    holder: 'Ana García',
    holderVat: '12345678Z',
    assistancePhone: '+34 900 122 122',
  },
  apartmentInfo: { floor: '3.º', door: 'B', instructions: 'Ascensor al fondo del portal.', files: [] },
  appliances: { instructions: 'La lavadora: programa 4, 40 °C. Si no arranca, comprobar la llave de paso.', files: [sampleDocument] },
  photos: { files: samplePhotos, description: 'Portal, salón y cocina.' },
  securityAccess: code('C-1190', 'Cajetín de bomberos, en el portal', 'Solo en una urgencia real.'),
  procedures: { instructions: steps('Ruido: llamar al huésped.', 'Si sigue, a los 10 min, visita.', 'Avisar al propietario por la mañana.'), files: [] },
  landlord: { canContact: true, reasons: 'Solo por daños o una inundación.', name: 'Ana García', phone: '+34 600 999 000' },
  airConditioning: { available: true, ...place('Mando en el cajón del salón', 'Modo frío, 24 °C.') },
  wifi: { networkName: 'Casa_5G', password: 'S3creto!' },
  heating: { available: true, ...place('Termostato en el pasillo', 'Subirlo a 21 °C.') },
  boiler: place('Armario de la cocina', 'Si se apaga, pulsar RESET 5 s.'),
  electricity: place('Cuadro tras la puerta de entrada', 'Subir el diferencial; si vuelve a saltar, desenchufar el horno.'),
  waterValve: place('Bajo el fregadero', 'Girar en el sentido de las agujas del reloj.'),
  safeBox: code('1357', 'Armario del dormitorio', 'Código de fábrica si el huésped lo cambió: 0000 + #.'),
  elevator: { available: true, ...place('Al fondo del portal', 'Si se para, pulsar la alarma; el mantenimiento acude en 30 min.') },
  balcony: { available: false },
  parking: { available: true, location: 'Plaza 14, sótano -1', instructions: 'Mando en el llavero.', files: [] },
  storage: { available: false },
  pool: { available: true, location: 'Azotea', instructions: 'De 10:00 a 21:00. Sin socorrista.', files: [] },
  codeCreator: code('', 'App Nuki', 'Crear un código temporal desde la app con la cuenta de la oficina.'),
  pms: { instructions: 'Hostaway: usuario noche@sereno.example.', files: [] },
  smartlock: code('739104', 'Puerta del piso', 'Teclear el código y pulsar ✓. Si no abre, cambiar las pilas (AA).'),
  access: code('2580', 'Portal', 'Código del portal; la puerta del piso con la cerradura inteligente.'),
  office: place('Calle Mayor 10, oficina 2B', 'Llave en la caja de seguridad del portal.'),
  warehouse: place('Polígono Sur, nave 7', 'Ropa de cama y repuestos.'),
};
