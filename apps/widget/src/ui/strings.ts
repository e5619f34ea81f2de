import type { TChatLanguage } from '@parley/contract';

/**
 * The widget's own words that the page script shows before any chat (the dwell popup, a chat
 * that could not load) and that name a call's problem, in the chat's language: the one the
 * server answered the display check in, which the bot speaks too. The chat's own words, loaded
 * with the chat, are in chat-strings.ts. Kept in one place so a translation is one table each.
 */
const EN_GB = {
  close: 'Close',
  retry: 'Try again',
  popupAction: 'Make an offer',
  errors: {
    network: 'We could not reach the store’s assistant. Check your connection and try again.',
    busy: (seconds: number) =>
      `Lots of shoppers are negotiating right now. Please try again in ${seconds} seconds.`,
    server: 'Something went wrong on our side. Please try again in a moment.',
    refused: 'Sorry, that did not work. Please try again.',
  },
};

export type WidgetText = typeof EN_GB;

const FR: WidgetText = {
  close: 'Fermer',
  retry: 'Réessayer',
  popupAction: 'Faire une offre',
  errors: {
    network:
      'Nous n’avons pas pu joindre l’assistant de la boutique. Vérifiez votre connexion et réessayez.',
    busy: (seconds) =>
      `Beaucoup de clients négocient en ce moment. Réessayez dans ${seconds} secondes.`,
    server: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
    refused: 'Désolé, cela n’a pas fonctionné. Veuillez réessayer.',
  },
};

const DE: WidgetText = {
  close: 'Schließen',
  retry: 'Erneut versuchen',
  popupAction: 'Angebot machen',
  errors: {
    network:
      'Wir konnten den Assistenten des Shops nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    busy: (seconds) =>
      `Gerade verhandeln sehr viele Kunden. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
    server: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    refused: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
  },
};

const ES: WidgetText = {
  close: 'Cerrar',
  retry: 'Reintentar',
  popupAction: 'Haz una oferta',
  errors: {
    network:
      'No hemos podido contactar con el asistente de la tienda. Comprueba tu conexión e inténtalo de nuevo.',
    busy: (seconds) =>
      `Muchos clientes están negociando ahora mismo. Inténtalo de nuevo en ${seconds} segundos.`,
    server: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.',
    refused: 'Lo sentimos, no ha funcionado. Inténtalo de nuevo.',
  },
};

export const WIDGET_TEXT: Record<TChatLanguage, WidgetText> = {
  'en-GB': EN_GB,
  fr: FR,
  de: DE,
  es: ES,
};

/** The English words: before the server has named the chat's language, and in logs. */
export const TEXT = EN_GB;
