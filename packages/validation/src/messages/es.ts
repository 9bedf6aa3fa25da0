import type { MessageKey } from './message.ts';

// The spec's own words wherever it gives them (spec §5).
export const es = {
  required: 'Campo requerido',
  email: 'Debe ser un email válido',
  password:
    'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y uno de @#$%^&+=!. y ningún espacio',
  minLength: 'Debe tener al menos {{min}} caracteres',
  passwordMismatch: 'La contraseña no coincide',
} satisfies Record<MessageKey, string>;
