import { expect, test } from 'vitest';
import { stringsFor } from './strings';

test('English for any English locale', () => {
  expect(stringsFor('en').showPassword).toBe('Show password');
  expect(stringsFor('en-GB').closeNotification).toBe('Close notification');
});

test('Spanish for Spanish and as the fallback for any other language', () => {
  expect(stringsFor('es-ES').showPassword).toBe('Mostrar contraseña');
  expect(stringsFor('fr-FR').closeNotification).toBe('Cerrar notificación');
  expect(stringsFor('').pending).toBe('En curso');
});
