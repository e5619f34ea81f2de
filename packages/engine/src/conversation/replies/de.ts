import type { ReplyTemplates } from './keys';

export const DE: ReplyTemplates = {
  opening: [
    'Hallo! Gern verhandle ich mit Ihnen über den Preis für {subject}. Er liegt bei {price}: Was möchten Sie zahlen?',
    'Hallo! Finden wir einen Preis für {subject}, der für Sie passt. Er liegt bei {price}, machen Sie mir ein Angebot!',
  ],
  opening_up: [
    'Hallo! Ich kann Ihnen {price} für {subject} anbieten. Was möchten Sie dafür?',
    'Hallo! Ich würde {price} für {subject} zahlen. An welchen Preis haben Sie gedacht?',
  ],
  ask_quantity: ['Hallo! Bevor wir über den Preis für {subject} sprechen: Wie viele möchten Sie?'],
  quantity_set: ['Gut, {quantity}.', 'Prima, dann {quantity}.'],
  quantity_unclear: ['Wie viele möchten Sie? Schicken Sie einfach eine Zahl, zum Beispiel 2.'],
  invite_bid: ['Was möchten Sie zahlen?', 'An welchen Preis haben Sie gedacht?'],
  invite_bid_up: ['Was möchten Sie dafür?', 'An welchen Preis haben Sie gedacht?'],
  competitor_price: [
    'Danke für den Hinweis, dass es woanders {competitor} kostet.',
    'Ich sehe, Sie haben es woanders für {competitor} gefunden.',
  ],
  counter: [
    'Wie wäre es mit {price}?',
    'Ich könnte {price} machen.',
    'Sagen wir {price}. Passt das?',
  ],
  counter_up: ['Ich könnte auf {price} gehen.', 'Wie wäre es mit {price}?'],
  counter_lowball: [
    'Das ist weit unter dem, was ich machen kann, aber ich komme Ihnen auf {price} entgegen.',
    'Das ist mir viel zu wenig, aber ich kann auf {price} runtergehen.',
  ],
  counter_lowball_up: [
    'Das ist weit über dem, was ich zahlen kann, aber ich gehe auf {price} hoch.',
    'Das ist mir viel zu viel, aber ich kann Ihnen {price} bieten.',
  ],
  counter_hold: [
    'Leider muss ich vorerst bei {price} bleiben.',
    'Von {price} kann ich mich noch nicht bewegen.',
  ],
  best_offer: [
    'Das Beste, was ich im Moment machen kann, sind {price}.',
    'Mein bester Preis im Moment ist {price}.',
  ],
  halfway_counter: [
    'Treffen wir uns in der Mitte: {price}.',
    'Einverstanden, in der Mitte: {price}.',
  ],
  halfway_floor: [
    'Die Mitte wären {midpoint}, weiter kann ich nicht gehen. Das Beste, was ich machen kann, sind {price}.',
    'Bis zur Mitte ({midpoint}) kann ich nicht gehen, aber {price} kann ich machen.',
  ],
  halfway_ask: [
    'Gern treffen wir uns in der Mitte! Was ist Ihr Preis?',
    'Finden wir die Mitte: An welchen Preis haben Sie gedacht?',
  ],
  same_bid: [
    'Das sind dieselben {bid} wie vorhin.',
    'Sie bleiben bei {bid}, wie beim letzten Mal.',
  ],
  final_offer: [
    'Mein letztes Angebot ist {price}. Weiter kann ich nicht gehen.',
    'Gut, ich gehe auf {price}, und das ist mein letztes Angebot.',
  ],
  final_stands: [
    'Unter mein letztes Angebot kann ich nicht gehen, aber {price} gilt weiterhin, wenn Sie möchten.',
    'Mein letztes Angebot von {price} steht noch.',
  ],
  price_stands: [
    'Besser als {price} kann ich es nicht machen, aber das Angebot gilt weiterhin, wenn Sie möchten.',
    '{price} steht noch, wenn Sie möchten.',
  ],
  reject_lowball: [
    'Das ist leider viel weniger, als ich machen kann. Ich liege bei {price}.',
    'Autsch, das ist mir viel zu wenig. Ich liege bei {price}.',
  ],
  reject_lowball_up: [
    'Das ist leider viel mehr, als ich zahlen kann. Ich liege bei {price}.',
    'Autsch, das ist mir viel zu viel. Ich liege bei {price}.',
  ],
  accept_bid: ['Abgemacht, {price}!', 'Einverstanden: {price}!'],
  deal: ['Prima, abgemacht für {price}!', 'Wunderbar, {price} also!'],
  claim_deal: ['Legen Sie es in den Warenkorb, um diesen Preis zu sichern.'],
  terms: ['Es gelten die <Geschäftsbedingungen|{url}>.'],
  after_final: [
    'Leider kann ich nicht über mein letztes Angebot von {price} hinaus, also belassen wir es dabei. Danke für die Verhandlung!',
  ],
  after_offer: [
    'Leider kann ich nicht besser als {price}, also belassen wir es dabei. Danke für das Gespräch!',
  ],
  already_deal: [
    'Wir haben uns schon auf {price} geeinigt. Legen Sie es in den Warenkorb, wann immer Sie bereit sind.',
  ],
  closed: ['Diese Verhandlung ist beendet, aber danke für das Gespräch!'],
  addon_offer: [
    'Beim Preis kann ich mich kaum noch bewegen, aber wenn wir uns auf {price} einigen, gibt es ein Geschenk dazu: {addon} im Wert von {value}.',
  ],
  free_shipping_offer: [
    'Beim Preis kann ich mich kaum noch bewegen, aber wenn wir uns auf {price} einigen, ist der Versand gratis.',
  ],
  free_shipping_included: ['Der Versand ist inklusive.'],
  greeting: ['Hallo! Reden wir über den Preis.', 'Hallo!'],
  question: [
    'Ich kann Ihnen hier nur beim Preis helfen.',
    'Da fragen Sie am besten den Shop: Ich bin hier, um mit Ihnen einen Preis zu vereinbaren.',
  ],
  complaint: ['Das tut mir leid. Ich tue mein Bestes, einen passenden Preis für Sie zu finden.'],
  feedback: ['Danke, das ist nett!', 'Danke für den Hinweis!'],
  goodbye: [
    'Danke für das Gespräch! Mein Angebot von {price} gilt weiter, falls Sie es sich anders überlegen.',
  ],
  not_understood: [
    'Entschuldigung, das habe ich nicht verstanden. Nennen Sie mir Ihren Preis, zum Beispiel {example}.',
  ],
  offer_now: ['Mein Angebot ist {price}.', 'Ich liege bei {price}.'],
  reason: ['Gut zu wissen: {reason}', 'Übrigens: {reason}', 'Nur damit Sie es wissen: {reason}'],
  unit_total: ['{price} pro Stück ({total} für {quantity})'],
};
