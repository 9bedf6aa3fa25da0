// What the guest's page says, in the four languages of the guest's call (EN, PT, ES, FR).
import type { GuestLanguage } from './language.ts';

export interface RuleFacts {
  limit: number;
  from: string;
  to: string;
  allDay: boolean;
  sustainMinutes: number;
  /** The guest is called first (the room's notifyGuest, without disableFirstCall). */
  guestFirst: boolean;
  /** After the guest's call, how long the noise may go on before the host is told. */
  graceMinutes: number;
}

interface GuestTexts {
  title: string;
  now: string;
  limitNow: string;
  noLimitNow: (from: string) => string;
  noReading: string;
  unit: string;
  rulesTitle: string;
  noiseRule: (facts: RuleFacts) => string;
  smokingRule: string;
  exceededTitle: string;
  exceeded: (facts: RuleFacts) => string;
  onlyThis: string;
  language: string;
  updated: string;
  overLimit: string;
  underLimit: string;
  unknown: string;
  revoked: string;
  expired: string;
}

export const guestTexts: Record<GuestLanguage, GuestTexts> = {
  ES: {
    title: 'El ruido en su alojamiento',
    now: 'Ahora',
    limitNow: 'Límite ahora',
    noLimitNow: (from) => `Sin límite ahora; las horas de descanso empiezan a las ${from}`,
    noReading: 'El monitor no ha enviado datos recientes',
    unit: 'dBA',
    rulesTitle: 'Normas de la casa',
    noiseRule: ({ limit, from, to, allDay }) =>
      allDay
        ? `Por respeto a los vecinos, el ruido debe quedar por debajo de ${limit} dBA a cualquier hora. Una conversación normal ronda los 60 dBA.`
        : `Horas de descanso de ${from} a ${to}: el ruido debe quedar por debajo de ${limit} dBA. Una conversación normal ronda los 60 dBA.`,
    smokingRule: 'No se puede fumar dentro del alojamiento. El monitor detecta el humo y, si lo detecta, se avisa al anfitrión de inmediato.',
    exceededTitle: 'Si se supera el límite',
    exceeded: ({ limit, sustainMinutes, guestFirst, graceMinutes }) =>
      guestFirst
        ? `Si el ruido pasa de ${limit} dBA durante ${sustainMinutes} minutos seguidos, le llamaremos y le enviaremos un SMS con esta página. Si sigue ${graceMinutes} minutos más, avisaremos al anfitrión.`
        : `Si el ruido pasa de ${limit} dBA durante ${sustainMinutes} minutos seguidos, avisaremos al anfitrión.`,
    onlyThis: 'Esta página muestra solo el nivel de ruido y el límite, nada más de su estancia. Deja de funcionar a la salida.',
    language: 'Idioma',
    updated: 'Se actualiza cada 15 segundos.',
    overLimit: 'Por encima del límite',
    underLimit: 'Por debajo del límite',
    unknown: 'Este enlace no es válido.',
    revoked: 'Este enlace ya no funciona. Pida uno nuevo a su anfitrión.',
    expired: 'Este enlace ha caducado: la estancia ha terminado.',
  },
  EN: {
    title: 'The noise in your accommodation',
    now: 'Now',
    limitNow: 'Limit now',
    noLimitNow: (from) => `No limit now; quiet hours start at ${from}`,
    noReading: 'The monitor has sent no recent data',
    unit: 'dBA',
    rulesTitle: 'House rules',
    noiseRule: ({ limit, from, to, allDay }) =>
      allDay
        ? `Out of respect for the neighbours, noise must stay below ${limit} dBA at any time. A normal conversation is about 60 dBA.`
        : `Quiet hours from ${from} to ${to}: noise must stay below ${limit} dBA. A normal conversation is about 60 dBA.`,
    smokingRule: 'Smoking is not allowed inside. The monitor detects smoke, and the host is told at once when it does.',
    exceededTitle: 'If the limit is exceeded',
    exceeded: ({ limit, sustainMinutes, guestFirst, graceMinutes }) =>
      guestFirst
        ? `If the noise stays above ${limit} dBA for ${sustainMinutes} minutes in a row, we will call you and text you this page. If it goes on for ${graceMinutes} more minutes, we will tell the host.`
        : `If the noise stays above ${limit} dBA for ${sustainMinutes} minutes in a row, we will tell the host.`,
    onlyThis: 'This page shows only the noise level and the limit, nothing else about your stay. It stops working at check-out.',
    language: 'Language',
    updated: 'Updated every 15 seconds.',
    overLimit: 'Above the limit',
    underLimit: 'Below the limit',
    unknown: 'This link is not valid.',
    revoked: 'This link no longer works. Ask your host for a new one.',
    expired: 'This link has expired: the stay is over.',
  },
  PT: {
    title: 'O ruído no seu alojamento',
    now: 'Agora',
    limitNow: 'Limite agora',
    noLimitNow: (from) => `Sem limite agora; as horas de silêncio começam às ${from}`,
    noReading: 'O monitor não enviou dados recentes',
    unit: 'dBA',
    rulesTitle: 'Regras da casa',
    noiseRule: ({ limit, from, to, allDay }) =>
      allDay
        ? `Por respeito aos vizinhos, o ruído deve ficar abaixo de ${limit} dBA a qualquer hora. Uma conversa normal ronda os 60 dBA.`
        : `Horas de silêncio das ${from} às ${to}: o ruído deve ficar abaixo de ${limit} dBA. Uma conversa normal ronda os 60 dBA.`,
    smokingRule: 'Não é permitido fumar no interior. O monitor deteta o fumo e, se o detetar, o anfitrião é avisado de imediato.',
    exceededTitle: 'Se o limite for ultrapassado',
    exceeded: ({ limit, sustainMinutes, guestFirst, graceMinutes }) =>
      guestFirst
        ? `Se o ruído passar de ${limit} dBA durante ${sustainMinutes} minutos seguidos, ligamos-lhe e enviamos-lhe um SMS com esta página. Se continuar mais ${graceMinutes} minutos, avisamos o anfitrião.`
        : `Se o ruído passar de ${limit} dBA durante ${sustainMinutes} minutos seguidos, avisamos o anfitrião.`,
    onlyThis: 'Esta página mostra apenas o nível de ruído e o limite, nada mais da sua estadia. Deixa de funcionar no check-out.',
    language: 'Idioma',
    updated: 'Atualiza-se a cada 15 segundos.',
    overLimit: 'Acima do limite',
    underLimit: 'Abaixo do limite',
    unknown: 'Esta ligação não é válida.',
    revoked: 'Esta ligação já não funciona. Peça uma nova ao seu anfitrião.',
    expired: 'Esta ligação expirou: a estadia terminou.',
  },
  FR: {
    title: 'Le bruit dans votre logement',
    now: 'Maintenant',
    limitNow: 'Limite actuelle',
    noLimitNow: (from) => `Pas de limite maintenant ; les heures de calme commencent à ${from}`,
    noReading: "Le moniteur n'a pas envoyé de données récentes",
    unit: 'dBA',
    rulesTitle: 'Règlement intérieur',
    noiseRule: ({ limit, from, to, allDay }) =>
      allDay
        ? `Par respect pour les voisins, le bruit doit rester sous ${limit} dBA à toute heure. Une conversation normale tourne autour de 60 dBA.`
        : `Heures de calme de ${from} à ${to} : le bruit doit rester sous ${limit} dBA. Une conversation normale tourne autour de 60 dBA.`,
    smokingRule: "Il est interdit de fumer à l'intérieur. Le moniteur détecte la fumée et, s'il en détecte, l'hôte est prévenu aussitôt.",
    exceededTitle: 'Si la limite est dépassée',
    exceeded: ({ limit, sustainMinutes, guestFirst, graceMinutes }) =>
      guestFirst
        ? `Si le bruit dépasse ${limit} dBA pendant ${sustainMinutes} minutes d'affilée, nous vous appelons et vous envoyons un SMS avec cette page. S'il continue ${graceMinutes} minutes de plus, nous prévenons l'hôte.`
        : `Si le bruit dépasse ${limit} dBA pendant ${sustainMinutes} minutes d'affilée, nous prévenons l'hôte.`,
    onlyThis: "Cette page ne montre que le niveau de bruit et la limite, rien d'autre de votre séjour. Elle cesse de fonctionner au départ.",
    language: 'Langue',
    updated: 'Mis à jour toutes les 15 secondes.',
    overLimit: 'Au-dessus de la limite',
    underLimit: 'Sous la limite',
    unknown: "Ce lien n'est pas valide.",
    revoked: 'Ce lien ne fonctionne plus. Demandez-en un nouveau à votre hôte.',
    expired: 'Ce lien a expiré : le séjour est terminé.',
  },
};

/** The names of the languages, each in itself (the switch). */
export const languageNames: Record<GuestLanguage, string> = { ES: 'Español', EN: 'English', PT: 'Português', FR: 'Français' };
