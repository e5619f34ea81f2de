import type { TChatLanguage } from '@parley/contract';

/**
 * The widget's own words (the bot's lines come from the server), in the chat's language: the one
 * the server answered the display check in, which the bot speaks too. Kept in one place so a
 * translation is one table.
 */
const EN_GB = {
  chatTitle: 'Make us an offer',
  basket: 'Your basket',
  close: 'Close',
  closeChat: 'Close chat',
  messageLabel: 'Your message',
  messagePlaceholder: 'Type your offer or a question…',
  send: 'Send',
  typing: 'The assistant is typing…',
  you: 'You',
  assistant: 'Assistant',
  accept: (price: string) => `Accept ${price}`,
  addToBasket: 'Add to basket',
  addedToBasket: 'Added to your basket.',
  ended: 'This negotiation has ended.',
  startAgain: 'Start a new negotiation',
  retry: 'Try again',
  popupAction: 'Make an offer',
  celebrationDiscount: (percentage: string) => `You got a ${percentage} discount!`,
  // The spec's wording, its space before '!' a no-break one so the '!' never wraps on its own.
  celebrationDeal: (dealPrice: string) => `You got a deal at ${dealPrice}\u00a0!`,
  emailIntro: 'Leave your e-mail and we will tell you if the store accepts your offer.',
  emailLabel: 'E-mail',
  nameLabel: 'Name (optional)',
  emailSubmit: 'Notify me',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailThanks: 'Thank you: we will e-mail you if the store accepts your offer.',
  reactionsLabel: 'Your reaction',
  reactions: { sad: 'Sad', heart: 'Love it', angry: 'Angry', thinking: 'Thinking' },
  botReaction: 'The assistant reacted',
  gift: 'Gift with your purchase',
  giftWorth: (value: string) => `Worth ${value}`,
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
  chatTitle: 'Faites-nous une offre',
  basket: 'Votre panier',
  close: 'Fermer',
  closeChat: 'Fermer la discussion',
  messageLabel: 'Votre message',
  messagePlaceholder: 'Tapez votre offre ou une question…',
  send: 'Envoyer',
  typing: 'L’assistant écrit…',
  you: 'Vous',
  assistant: 'Assistant',
  accept: (price) => `Accepter ${price}`,
  addToBasket: 'Ajouter au panier',
  addedToBasket: 'Ajouté à votre panier.',
  ended: 'Cette négociation est terminée.',
  startAgain: 'Commencer une nouvelle négociation',
  retry: 'Réessayer',
  popupAction: 'Faire une offre',
  celebrationDiscount: (percentage) => `Vous avez obtenu ${percentage} de remise\u00a0!`,
  celebrationDeal: (dealPrice) => `Marché conclu à ${dealPrice}\u00a0!`,
  emailIntro: 'Laissez votre e-mail et nous vous dirons si la boutique accepte votre offre.',
  emailLabel: 'E-mail',
  nameLabel: 'Nom (facultatif)',
  emailSubmit: 'Me prévenir',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  emailThanks: 'Merci : nous vous écrirons si la boutique accepte votre offre.',
  reactionsLabel: 'Votre réaction',
  reactions: { sad: 'Triste', heart: 'J’adore', angry: 'En colère', thinking: 'Pensif' },
  botReaction: 'L’assistant a réagi',
  gift: 'Cadeau avec votre achat',
  giftWorth: (value) => `D’une valeur de ${value}`,
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
  chatTitle: 'Machen Sie uns ein Angebot',
  basket: 'Ihr Warenkorb',
  close: 'Schließen',
  closeChat: 'Chat schließen',
  messageLabel: 'Ihre Nachricht',
  messagePlaceholder: 'Ihr Angebot oder eine Frage…',
  send: 'Senden',
  typing: 'Der Assistent schreibt…',
  you: 'Sie',
  assistant: 'Assistent',
  accept: (price) => `${price} annehmen`,
  addToBasket: 'In den Warenkorb',
  addedToBasket: 'Zu Ihrem Warenkorb hinzugefügt.',
  ended: 'Diese Verhandlung ist beendet.',
  startAgain: 'Neue Verhandlung beginnen',
  retry: 'Erneut versuchen',
  popupAction: 'Angebot machen',
  celebrationDiscount: (percentage) => `Sie haben ${percentage} Rabatt bekommen!`,
  celebrationDeal: (dealPrice) => `Ihr Preis: ${dealPrice}!`,
  emailIntro:
    'Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen, ob der Shop Ihr Angebot annimmt.',
  emailLabel: 'E-Mail',
  nameLabel: 'Name (optional)',
  emailSubmit: 'Benachrichtigen',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  emailThanks: 'Danke: Wir schreiben Ihnen, wenn der Shop Ihr Angebot annimmt.',
  reactionsLabel: 'Ihre Reaktion',
  reactions: { sad: 'Traurig', heart: 'Gefällt mir', angry: 'Verärgert', thinking: 'Nachdenklich' },
  botReaction: 'Der Assistent hat reagiert',
  gift: 'Geschenk zu Ihrem Kauf',
  giftWorth: (value) => `Im Wert von ${value}`,
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
  chatTitle: 'Haznos una oferta',
  basket: 'Tu cesta',
  close: 'Cerrar',
  closeChat: 'Cerrar el chat',
  messageLabel: 'Tu mensaje',
  messagePlaceholder: 'Escribe tu oferta o una pregunta…',
  send: 'Enviar',
  typing: 'El asistente está escribiendo…',
  you: 'Tú',
  assistant: 'Asistente',
  accept: (price) => `Aceptar ${price}`,
  addToBasket: 'Añadir a la cesta',
  addedToBasket: 'Añadido a tu cesta.',
  ended: 'Esta negociación ha terminado.',
  startAgain: 'Empezar una nueva negociación',
  retry: 'Reintentar',
  popupAction: 'Haz una oferta',
  celebrationDiscount: (percentage) => `¡Has conseguido un ${percentage} de descuento!`,
  celebrationDeal: (dealPrice) => `¡Trato hecho a ${dealPrice}!`,
  emailIntro: 'Déjanos tu e-mail y te diremos si la tienda acepta tu oferta.',
  emailLabel: 'E-mail',
  nameLabel: 'Nombre (opcional)',
  emailSubmit: 'Avisarme',
  emailInvalid: 'Introduce una dirección de e-mail válida.',
  emailThanks: 'Gracias: te escribiremos si la tienda acepta tu oferta.',
  reactionsLabel: 'Tu reacción',
  reactions: { sad: 'Triste', heart: 'Me encanta', angry: 'Enfadado', thinking: 'Pensativo' },
  botReaction: 'El asistente ha reaccionado',
  gift: 'Regalo con tu compra',
  giftWorth: (value) => `Valorado en ${value}`,
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
