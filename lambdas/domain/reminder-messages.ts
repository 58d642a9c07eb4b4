/**
 * A daily reminder's notification (docs/product.md, "Reminders"), in each language: the day's code
 * still waits. Nothing of the code itself, nor of the player: it shows on a locked screen. `url` is
 * opened by a tap (the game's page in the reminder's language); `tag` keeps one reminder on screen at
 * a time (a new one replaces an unread one, and is the push's topic); `stop` names the notification's
 * button that turns reminders off. The server sends these words itself: no page of the player's is
 * open to translate them.
 */
import { DEFAULT_LANGUAGE, homePathOf, type LanguageCode } from './languages';
import { PRODUCT_NAME } from './rules';

export interface ReminderMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  stop: string;
}

const TAG = 'daily-reminder';

export const REMINDER_MESSAGES: Readonly<Record<LanguageCode, ReminderMessage>> = {
  en: {
    title: PRODUCT_NAME,
    body: "Today's code is still encrypted. Decrypt it before midnight to keep your streak.",
    url: homePathOf('en'),
    tag: TAG,
    stop: 'Stop reminders',
  },
  es: {
    title: PRODUCT_NAME,
    body: 'El código de hoy sigue cifrado. Descífralo antes de medianoche para mantener tu racha.',
    url: homePathOf('es'),
    tag: TAG,
    stop: 'Parar los recordatorios',
  },
  fr: {
    title: PRODUCT_NAME,
    body: 'Le code du jour est toujours chiffré. Déchiffrez-le avant minuit pour garder votre série.',
    url: homePathOf('fr'),
    tag: TAG,
    stop: 'Arrêter les rappels',
  },
};

/** English's: what a reminder set before reminders had a language says, and what a push the worker cannot read shows. */
export const REMINDER_MESSAGE: ReminderMessage = REMINDER_MESSAGES[DEFAULT_LANGUAGE];
