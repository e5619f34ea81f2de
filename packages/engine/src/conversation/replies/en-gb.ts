import type { ReplyTemplates } from './keys';

export const EN_GB: ReplyTemplates = {
  opening: [
    "Hi! I'm happy to talk price on {subject}. It's {price}: what would you like to pay?",
    "Hello! Let's find a price for {subject} that works for you. It's {price}; make me an offer!",
  ],
  opening_up: [
    'Hi! I can offer you {price} for {subject}. What would you like for it?',
    "Hello! I'd pay {price} for {subject}. What price did you have in mind?",
  ],
  ask_quantity: [
    'Hi! Before we talk price on {subject}: how many would you like?',
    'Hello! Happy to talk price on {subject}. First, how many are you after?',
  ],
  quantity_set: ['{quantity} it is.', 'Great, {quantity} then.'],
  quantity_unclear: ['How many would you like? Just send a number, for example 2.'],
  invite_bid: ['What would you like to pay?', 'What price did you have in mind?'],
  invite_bid_up: ['What would you like for it?', 'What price did you have in mind?'],
  competitor_price: [
    "Thanks for letting me know it's {competitor} elsewhere.",
    'I see you found it for {competitor} elsewhere.',
  ],
  counter: [
    'How about {price}?',
    'I could do {price}.',
    "Let's meet at {price}. How does that sound?",
  ],
  counter_up: [
    'I could go up to {price}.',
    'How about {price}?',
    'I can raise my offer to {price}.',
  ],
  counter_lowball: [
    "That's well below what I can do, but let's find a middle: I could do {price}.",
    "That's a lot lower than I can go, but I'll come down to {price}.",
  ],
  counter_lowball_up: [
    "That's well above what I can pay, but I could go up to {price}.",
    "That's a lot more than I can pay, but I'll come up to {price}.",
  ],
  counter_hold: [
    "I'm afraid I have to stay at {price} for now.",
    "I can't move on {price} just yet.",
  ],
  best_offer: [
    'The best I can do right now is {price}.',
    'My best price right now is {price}.',
    'Right now my best price is {price}.',
  ],
  halfway_counter: [
    "Let's meet in the middle: {price}.",
    'Fair enough, halfway it is: {price}.',
    "OK, I'll meet you halfway at {price}.",
  ],
  halfway_floor: [
    'Halfway would be {midpoint}, which is further than I can go. The best I can do is {price}.',
    "I can't go as far as halfway ({midpoint}), but I can do {price}.",
  ],
  halfway_ask: [
    "Happy to meet you in the middle! What's your price?",
    "Let's find the middle: what price did you have in mind?",
  ],
  same_bid: [
    "That's the same {bid} as before.",
    "You're still at {bid}, the same as last time.",
    '{bid} again, the same as before.',
  ],
  final_offer: [
    "My final offer is {price}. That's as far as I can go.",
    "OK, I'll go to {price}, and that's my final offer.",
  ],
  final_stands: [
    "I can't go below my final offer, but {price} still stands if you'd like it.",
    'My final offer of {price} is still on the table.',
  ],
  price_stands: [
    "I can't do better than {price}, but it still stands if you'd like it.",
    '{price} is still on the table if you want it.',
  ],
  reject_lowball: [
    "That's a lot lower than I can go, I'm afraid. I'm at {price}.",
    "Ouch, that's far too low for me. I'm at {price}.",
  ],
  reject_lowball_up: [
    "That's a lot more than I can pay, I'm afraid. I'm at {price}.",
    "Ouch, that's far too high for me. I'm at {price}.",
  ],
  accept_bid: ["You've got a deal at {price}!", 'Deal! {price} it is.'],
  deal: ["Great, it's a deal at {price}!", 'Wonderful, {price} it is!'],
  claim_deal: ['Add it to your basket to claim this price.'],
  terms: ['The <terms and conditions|{url}> apply.'],
  after_final: [
    "Sorry, I can't go past my final offer of {price}, so I'll have to leave it there. Thank you for negotiating with me!",
  ],
  after_offer: [
    "Sorry, I can't do better than {price}, so I'll have to leave it there. Thank you for chatting with me!",
  ],
  already_deal: ["We've already agreed {price}. Add it to your basket whenever you're ready."],
  closed: ['This negotiation is over, but thank you for chatting with me!'],
  addon_offer: [
    "I can't move much more on price, but if we agree at {price} I'll include a gift: {addon}, worth {value}.",
  ],
  free_shipping_offer: [
    "I can't move much more on price, but if we agree at {price} I'll include free shipping.",
  ],
  free_shipping_included: ['Free shipping is included.'],
  greeting: ['Hello! Happy to talk price.', 'Hi there!'],
  question: [
    "I'm only able to help with the price here.",
    "That's one for the shop, I'm afraid: I'm just here to agree a price with you.",
  ],
  complaint: [
    "I'm sorry to hear that. I'll do my best to find a price that works for you.",
    'Sorry about that! Let me see what I can do on the price.',
  ],
  feedback: ["Thank you, that's kind of you!", 'Thanks for letting me know!'],
  goodbye: [
    'Thanks for chatting! My offer of {price} stands if you change your mind.',
    'Bye for now! {price} is still on the table if you come back.',
  ],
  not_understood: [
    "Sorry, I didn't catch that. Tell me the price you'd like to pay, for example {example}.",
    "Sorry, I'm not sure what you mean. What would you pay? For example {example}.",
  ],
  offer_now: ['My offer is {price}.', "I'm at {price}."],
  reason: [
    'Worth knowing: {reason}',
    "For what it's worth: {reason}",
    'Just so you know: {reason}',
  ],
  unit_total: ['{price} each ({total} for {quantity})'],
};
