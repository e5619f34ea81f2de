/**
 * The widget's own words (the bot's lines come from the server, in the shopper's language). Kept
 * in one place so a translation is one file.
 */
export const TEXT = {
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
  celebrationDeal: (dealPrice: string) => `You got a deal at ${dealPrice} !`,
  emailIntro: 'Leave your e-mail and we will tell you if the store accepts your offer.',
  emailLabel: 'E-mail',
  nameLabel: 'Name (optional)',
  emailSubmit: 'Notify me',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailThanks: 'Thank you: we will e-mail you if the store accepts your offer.',
  reactionsLabel: 'Your reaction',
  reactions: { sad: 'Sad', heart: 'Love it', angry: 'Angry', thinking: 'Thinking' },
  botReaction: 'The assistant reacted',
  errors: {
    network: 'We could not reach the store’s assistant. Check your connection and try again.',
    busy: (seconds: number) =>
      `Lots of shoppers are negotiating right now. Please try again in ${seconds} seconds.`,
    server: 'Something went wrong on our side. Please try again in a moment.',
    refused: 'Sorry, that did not work. Please try again.',
  },
} as const;
