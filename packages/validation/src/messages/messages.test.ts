import { describe, expect, it } from 'vitest';
import { errorCodes } from '../errors/codes.ts';
import { en as errorsEn } from '../errors/en.ts';
import { es as errorsEs } from '../errors/es.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { messageKeys } from './message.ts';
import { formatMessage } from './resources.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('have every validation message in Spanish and English, and nothing else', () => {
    expect(Object.keys(es).sort()).toEqual([...messageKeys].sort());
    expect(Object.keys(en).sort()).toEqual([...messageKeys].sort());
  });

  it('have every error code in Spanish and English, with the same keys in both', () => {
    for (const code of errorCodes) {
      expect(errorsEs[code], code).toEqual(expect.any(String));
      expect(errorsEn[code], code).toEqual(expect.any(String));
    }
    expect(Object.keys(errorsEn).sort()).toEqual(Object.keys(errorsEs).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of messageKeys) expect(placeholders(en[key]), key).toEqual(placeholders(es[key]));
    for (const key of Object.keys(errorsEs) as (keyof typeof errorsEs)[]) {
      expect(placeholders(errorsEn[key]), key).toEqual(placeholders(errorsEs[key]));
    }
  });

  it("keep the spec's exact Spanish words", () => {
    expect(es.required).toBe('Campo requerido');
    expect(es.email).toBe('Debe ser un email válido');
    expect(es.phone).toBe('Debe ser un número de teléfono válido');
    expect(formatMessage('es', 'minLength', { min: 6 })).toBe('Debe tener al menos 6 caracteres');
    expect(es.passwordMismatch).toBe('La contraseña no coincide');
    expect(es.passwordRequirements).toBe('La contraseña debe seguir los requisitos');
    expect(es.usernameMismatch).toBe('El nombre de usuario no coincide');
    expect(es.scheduleEmail).toBe('Correo electrónico no válido');
    expect(es.schedulePhone).toBe('Número de teléfono no válido');
    expect(es.fileTooLarge).toBe('Los archivos son demasiado grandes. El límite es de 30MB por archivo.');
    expect(errorsEs.USER_ALREADY_EXISTS).toBe('El username o email ya existe');
    expect(errorsEs.INVALID_CURRENT_PASSWORD_ERROR).toBe('La contraseña actual introducida no es correcta');
    expect(errorsEs.CUSTOMER_MISSING_ERROR).toBe('el usuario no tiene cliente asociado');
    expect(errorsEs.NETWORK_ERROR).toBe('Error de conexión');
    expect(errorsEs.RESET_PASSWORD_ERROR.startsWith('Se ha producido un error al enviar el email')).toBe(true);
    expect(errorsEs.UPLOAD_SERVER_ERROR).toBe('Error del servidor. Por favor, intenta nuevamente más tarde.');
    expect(errorsEs.UPLOAD_UNEXPECTED_ERROR).toBe('Error inesperado al subir archivos. Por favor, intenta nuevamente.');
    expect(errorsEs.GEOLOCATION_DENIED_ERROR).toBe('Para usar esta función, necesitas permitir el acceso a tu ubicación.');
    expect(errorsEn.UNEXPECTED_ERROR).toBe('Unexpected error');
    expect(errorsEn.AVANTIO_INTEGRATION_ERROR).toBe('Failed to configure Avantio integration. Please verify your API key.');
    expect(errorsEn.TASK_UPDATE_ERROR).toBe('Failed to update task');
  });
});
