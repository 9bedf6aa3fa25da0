import { expect, test } from 'vitest';
import { fill, stringsFor } from './strings';

test('English for any English locale', () => {
  expect(stringsFor('en').showPassword).toBe('Show password');
  expect(stringsFor('en-GB').closeNotification).toBe('Close notification');
});

test('Spanish for Spanish and as the fallback for any other language', () => {
  expect(stringsFor('es-ES').showPassword).toBe('Mostrar contraseña');
  expect(stringsFor('fr-FR').closeNotification).toBe('Cerrar notificación');
  expect(stringsFor('').pending).toBe('En curso');
});

test('the upload message of the spec, in both languages', () => {
  expect(fill(stringsFor('es').filesTooLarge, { limit: '30MB' })).toBe('Los archivos son demasiado grandes. El límite es de 30MB por archivo.');
  expect(fill(stringsFor('en').filesTooLarge, { limit: '30MB' })).toBe('The files are too large. The limit is 30MB per file.');
});
