import type { ReplyTemplates } from './keys';

export const FR: ReplyTemplates = {
  opening: [
    'Bonjour ! Je suis prêt à discuter du prix de {subject}. Il est à {price} : combien voulez-vous payer ?',
    'Bonjour ! Trouvons un prix pour {subject} qui vous convienne. Il est à {price}, faites-moi une offre !',
  ],
  opening_up: [
    'Bonjour ! Je peux vous proposer {price} pour {subject}. Combien en voulez-vous ?',
    'Bonjour ! Je paierais {price} pour {subject}. Quel prix aviez-vous en tête ?',
  ],
  ask_quantity: ['Bonjour ! Avant de parler du prix de {subject} : combien en voulez-vous ?'],
  quantity_set: ['Entendu, {quantity}.', 'Parfait, {quantity} alors.'],
  quantity_unclear: ['Combien en voulez-vous ? Envoyez simplement un nombre, par exemple 2.'],
  invite_bid: ['Combien voulez-vous payer ?', 'Quel prix aviez-vous en tête ?'],
  invite_bid_up: ['Combien en voulez-vous ?', 'Quel prix aviez-vous en tête ?'],
  competitor_price: [
    "Merci de me signaler qu'il est à {competitor} ailleurs.",
    "Je vois que vous l'avez trouvé à {competitor} ailleurs.",
  ],
  counter: [
    'Que diriez-vous de {price} ?',
    'Je peux faire {price}.',
    'Disons {price}. Ça vous va ?',
  ],
  counter_up: ['Je peux monter à {price}.', 'Que diriez-vous de {price} ?'],
  counter_lowball: [
    "C'est bien en dessous de ce que je peux faire, mais je peux descendre à {price}.",
    "C'est beaucoup trop bas pour moi, mais je veux bien faire un geste : {price}.",
  ],
  counter_lowball_up: [
    "C'est bien au-dessus de ce que je peux payer, mais je peux monter à {price}.",
    "C'est beaucoup trop pour moi, mais je veux bien faire un geste : {price}.",
  ],
  counter_hold: [
    'Je dois malheureusement rester à {price} pour le moment.',
    'Je ne peux pas encore bouger de {price}.',
  ],
  best_offer: [
    'Le mieux que je puisse faire pour le moment, c’est {price}.',
    'Mon meilleur prix pour le moment est {price}.',
  ],
  halfway_counter: [
    'Coupons la poire en deux : {price}.',
    "D'accord, on se retrouve au milieu : {price}.",
  ],
  halfway_floor: [
    'La moitié du chemin serait {midpoint}, plus loin que je ne peux aller. Le mieux que je puisse faire est {price}.',
    'Je ne peux pas aller jusqu’à la moitié ({midpoint}), mais je peux faire {price}.',
  ],
  halfway_ask: [
    'Volontiers, coupons la poire en deux ! Quel est votre prix ?',
    'Trouvons le milieu : quel prix aviez-vous en tête ?',
  ],
  same_bid: [
    'C’est le même montant que tout à l’heure, {bid}.',
    'Vous êtes toujours à {bid}, comme la dernière fois.',
  ],
  final_offer: [
    'Ma dernière offre est {price}. Je ne peux pas aller plus loin.',
    "D'accord, je vais jusqu'à {price}, et c'est ma dernière offre.",
  ],
  final_stands: [
    'Je ne peux pas descendre sous ma dernière offre, mais {price} tient toujours si vous le souhaitez.',
    'Ma dernière offre de {price} tient toujours.',
  ],
  price_stands: [
    'Je ne peux pas faire mieux que {price}, mais cela tient toujours si vous le souhaitez.',
    '{price} tient toujours si vous le voulez.',
  ],
  reject_lowball: [
    "C'est bien plus bas que ce que je peux faire. J'en suis à {price}.",
    "Aïe, c'est beaucoup trop bas pour moi. J'en suis à {price}.",
  ],
  reject_lowball_up: [
    "C'est bien plus que ce que je peux payer. J'en suis à {price}.",
    "Aïe, c'est beaucoup trop haut pour moi. J'en suis à {price}.",
  ],
  accept_bid: ['Marché conclu à {price} !', "C'est d'accord, {price} !"],
  deal: ['Parfait, marché conclu à {price} !', "Super, c'est d'accord pour {price} !"],
  claim_deal: ['Ajoutez-le à votre panier pour profiter de ce prix.'],
  terms: ["Les <conditions générales|{url}> s'appliquent."],
  after_final: [
    "Désolé, je ne peux pas dépasser ma dernière offre de {price}, nous en resterons donc là. Merci d'avoir négocié avec moi !",
  ],
  after_offer: [
    "Désolé, je ne peux pas faire mieux que {price}, nous en resterons donc là. Merci d'avoir discuté avec moi !",
  ],
  already_deal: [
    'Nous sommes déjà d’accord sur {price}. Ajoutez-le à votre panier quand vous voulez.',
  ],
  closed: ["Cette négociation est terminée, mais merci d'avoir discuté avec moi !"],
  addon_offer: [
    "Je ne peux plus beaucoup bouger sur le prix, mais si nous tombons d'accord à {price}, je vous offre un cadeau : {addon}, d'une valeur de {value}.",
  ],
  free_shipping_offer: [
    "Je ne peux plus beaucoup bouger sur le prix, mais si nous tombons d'accord à {price}, la livraison est offerte.",
  ],
  free_shipping_included: ['La livraison est offerte.'],
  greeting: ['Bonjour ! Parlons prix.', 'Bonjour !'],
  question: [
    'Je peux seulement vous aider pour le prix ici.',
    'Pour cela, il faudra demander à la boutique : je suis là pour convenir d’un prix avec vous.',
  ],
  complaint: [
    'Je suis désolé. Je vais faire de mon mieux pour trouver un prix qui vous convienne.',
  ],
  feedback: ["Merci, c'est gentil !", 'Merci de me le dire !'],
  goodbye: [
    "Merci pour la discussion ! Mon offre de {price} tient toujours si vous changez d'avis.",
  ],
  not_understood: [
    "Désolé, je n'ai pas compris. Dites-moi le prix que vous voulez payer, par exemple {example}.",
  ],
  offer_now: ['Mon offre est de {price}.', "J'en suis à {price}."],
  reason: ['Bon à savoir : {reason}', 'À noter : {reason}', 'Pour votre information : {reason}'],
  unit_total: ['{price} pièce ({total} pour {quantity})'],
};
