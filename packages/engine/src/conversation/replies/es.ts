import type { ReplyTemplates } from './keys';

export const ES: ReplyTemplates = {
  opening: [
    '¡Hola! Encantado de negociar el precio de {subject}. Cuesta {price}: ¿cuánto quiere pagar?',
    '¡Hola! Busquemos un precio para {subject} que le convenga. Cuesta {price}, ¡hágame una oferta!',
  ],
  opening_up: [
    '¡Hola! Puedo ofrecerle {price} por {subject}. ¿Cuánto quiere por ello?',
    '¡Hola! Pagaría {price} por {subject}. ¿Qué precio tenía en mente?',
  ],
  ask_quantity: ['¡Hola! Antes de hablar del precio de {subject}: ¿cuántas unidades quiere?'],
  quantity_set: ['De acuerdo, {quantity}.', 'Perfecto, {quantity} entonces.'],
  quantity_unclear: ['¿Cuántas unidades quiere? Envíe solo un número, por ejemplo 2.'],
  invite_bid: ['¿Cuánto quiere pagar?', '¿Qué precio tenía en mente?'],
  invite_bid_up: ['¿Cuánto quiere por ello?', '¿Qué precio tenía en mente?'],
  competitor_price: [
    'Gracias por avisarme de que en otra tienda está a {competitor}.',
    'Veo que lo has encontrado a {competitor} en otro sitio.',
  ],
  counter: [
    '¿Qué le parece {price}?',
    'Podría dejarlo en {price}.',
    'Digamos {price}. ¿Le va bien?',
  ],
  counter_up: ['Podría subir a {price}.', '¿Qué le parece {price}?'],
  counter_lowball: [
    'Eso está muy por debajo de lo que puedo hacer, pero puedo bajar a {price}.',
    'Es demasiado bajo para mí, pero te lo dejo en {price}.',
  ],
  counter_lowball_up: [
    'Eso está muy por encima de lo que puedo pagar, pero puedo subir a {price}.',
    'Es demasiado para mí, pero puedo ofrecerte {price}.',
  ],
  counter_hold: [
    'Me temo que de momento tengo que quedarme en {price}.',
    'Todavía no puedo moverme de {price}.',
  ],
  best_offer: [
    'Lo mejor que puedo hacer ahora mismo es {price}.',
    'Mi mejor precio ahora mismo es {price}.',
  ],
  halfway_counter: [
    'Partamos la diferencia: {price}.',
    'De acuerdo, nos vemos a medio camino: {price}.',
  ],
  halfway_floor: [
    'A medio camino serían {midpoint}, más de lo que puedo. Lo mejor que puedo hacer es {price}.',
    'No puedo llegar a medio camino ({midpoint}), pero puedo hacer {price}.',
  ],
  halfway_ask: [
    '¡Encantado de partir la diferencia! ¿Cuál es su precio?',
    'Busquemos el punto medio: ¿qué precio tenía en mente?',
  ],
  same_bid: ['Son los mismos {bid} que antes.', 'Sigue en {bid}, como la última vez.'],
  final_offer: [
    'Mi última oferta es {price}. No puedo ir más allá.',
    'Vale, llego a {price}, y es mi última oferta.',
  ],
  final_stands: [
    'No puedo bajar de mi última oferta, pero {price} sigue en pie si lo quieres.',
    'Mi última oferta de {price} sigue en pie.',
  ],
  price_stands: [
    'No puedo mejorar {price}, pero sigue en pie si lo quiere.',
    '{price} sigue en pie si lo quiere.',
  ],
  reject_lowball: [
    'Me temo que es mucho menos de lo que puedo hacer. Estoy en {price}.',
    'Uy, eso es demasiado bajo para mí. Estoy en {price}.',
  ],
  reject_lowball_up: [
    'Me temo que es mucho más de lo que puedo pagar. Estoy en {price}.',
    'Uy, eso es demasiado alto para mí. Estoy en {price}.',
  ],
  accept_bid: ['¡Trato hecho por {price}!', '¡De acuerdo, {price}!'],
  deal: ['¡Genial, trato hecho por {price}!', '¡Estupendo, {price} entonces!'],
  claim_deal: ['Añádalo a su cesta para conseguir este precio.'],
  terms: ['Se aplican los <términos y condiciones|{url}>.'],
  after_final: [
    'Lo siento, no puedo pasar de mi última oferta de {price}, así que lo dejamos aquí. ¡Gracias por negociar conmigo!',
  ],
  after_offer: [
    'Lo siento, no puedo mejorar {price}, así que lo dejamos aquí. ¡Gracias por hablar conmigo!',
  ],
  already_deal: ['Ya acordamos {price}. Añádalo a su cesta cuando quiera.'],
  closed: ['Esta negociación ha terminado, ¡pero gracias por charlar conmigo!'],
  addon_offer: [
    'No puedo moverme mucho más en el precio, pero si cerramos en {price} le hago un regalo: {addon}, valorado en {value}.',
  ],
  free_shipping_offer: [
    'No puedo moverme mucho más en el precio, pero si cerramos en {price} el envío es gratis.',
  ],
  free_shipping_included: ['El envío es gratis.'],
  greeting: ['¡Hola! Hablemos del precio.', '¡Hola!'],
  question: [
    'Aquí solo puedo ayudarle con el precio.',
    'Eso mejor pregúnteselo a la tienda: yo estoy aquí para acordar un precio con usted.',
  ],
  complaint: ['Lo siento mucho. Haré lo posible por encontrar un precio que le convenga.'],
  feedback: ['¡Gracias, es muy amable!', '¡Gracias por decírmelo!'],
  goodbye: ['¡Gracias por charlar! Mi oferta de {price} sigue en pie si cambia de opinión.'],
  not_understood: [
    'Lo siento, no le he entendido. Dígame el precio que quiere pagar, por ejemplo {example}.',
  ],
  offer_now: ['Mi oferta es {price}.', 'Estoy en {price}.'],
  reason: ['Para que lo sepa: {reason}', 'Un detalle: {reason}', 'Conviene saberlo: {reason}'],
  unit_total: ['{price} cada uno ({total} por {quantity})'],
};
