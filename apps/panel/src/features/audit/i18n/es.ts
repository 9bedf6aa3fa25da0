// The audit log page's texts, loaded with its route (app/featureTexts.ts). Spanish is the default and
// the fallback; `en.ts` must have every key. The words of the log's actions and objects are
// @sereno/validation's (audit.ts), the same the API's export writes.
import { auditActionWords, auditTargetWords } from '@sereno/validation';
import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const auditEs = {
  audit: {
    title: 'Registro de auditoría',
    intro: 'Cada cambio hecho en Sereno: quién, qué, cuándo y desde qué dirección. Los más recientes primero.',
    count_one: '{{count}} registro',
    count_other: '{{count}} registros',
    loadError: 'No se ha podido cargar el registro de auditoría.',
    filters: {
      label: 'Filtros del registro',
      action: 'Acción',
      target: 'Objeto',
      actor: 'Usuario',
      actorPlaceholder: 'Buscar usuario',
      days: 'Días',
      all: 'Todas',
      allTargets: 'Todos',
      clear: 'Quitar filtros',
    },
    columns: { at: 'Fecha', actor: 'Usuario', action: 'Acción', target: 'Objeto', ip: 'Dirección IP', rooms: 'Salas' },
    deletedActor: 'cuenta eliminada',
    rooms_one: '{{count}} sala',
    rooms_other: '{{count}} salas',
    fromAddress: 'desde {{ip}}',
    empty: {
      title: 'Aún no hay cambios',
      text: 'Cuando alguien cree, cambie o borre algo, aparecerá aquí.',
      filteredTitle: 'Ningún cambio con estos filtros',
      filteredText: 'Prueba con otras fechas, otra acción u otro usuario.',
    },
    action: auditActionWords.es,
    target: auditTargetWords.es,
    openTarget: 'Abrir {{target}} {{id}}',
  },
};

export type AuditTexts = TextsOf<typeof auditEs>;
