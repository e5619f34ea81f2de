/**
 * The vocabulary of the generated chats, most common first: the generator draws words with a
 * heavy head (the first few dozen fill most sentences) so that full-text search has common terms
 * with millions of matches and a long tail. RARE_WORDS each go into exactly one sentence of the
 * pool, so they match a few dozen messages however large the run.
 */
export const SHOPPER_WORDS = [
  ...'i the a can you do it for price is that how about me please my would what deal this and to of'.split(
    ' ',
  ),
  ...'offer discount cheaper lower best pay much sale free delivery shipping buy now today less more'.split(
    ' ',
  ),
  ...'thanks okay yes no maybe deal final really too expensive budget cash quick happy fair sure'.split(
    ' ',
  ),
  ...'colour size black white blue red green grey large small medium pack bundle set pair two three'.split(
    ' ',
  ),
  ...'student student discount voucher code coupon loyalty member returning customer friend gift'.split(
    ' ',
  ),
  ...'warranty guarantee return refund stock available order basket checkout week month tomorrow'.split(
    ' ',
  ),
  ...'sofa chair table lamp jacket trainers boots kettle blender laptop phone headphones camera'.split(
    ' ',
  ),
  ...'bicycle helmet tent mattress pillow duvet rug mirror wardrobe desk monitor keyboard speaker'.split(
    ' ',
  ),
  ...'competitor cheaper elsewhere amazon argos online shop store website seen found matched'.split(
    ' ',
  ),
  ...'honestly literally basically actually definitely absolutely probably perhaps seriously'.split(
    ' ',
  ),
  ...'scratched dented refurbished boxed unopened damaged faulty missing broken cracked worn'.split(
    ' ',
  ),
  ...'birthday christmas wedding anniversary present surprise daughter son wife husband mum dad'.split(
    ' ',
  ),
  ...'stainless ceramic wooden leather cotton woollen bamboo walnut oak velvet linen suede'.split(
    ' ',
  ),
  ...'invoice receipt instalments finance paypal klarna transfer deposit postage courier collect'.split(
    ' ',
  ),
  ...'marvellous splendid brilliant lovely gorgeous stunning tremendous fabulous smashing'.split(
    ' ',
  ),
];

export const BOT_WORDS = [
  ...'i can the you a offer price for this deal that is it at of to we our your and best'.split(
    ' ',
  ),
  ...'let me see what do how about meet middle halfway lowest final really good value'.split(' '),
  ...'sorry afraid cannot go lower than unfortunately happy accept agreed added basket'.split(' '),
  ...'checkout code expires minutes hours thanks welcome hello hi there great choice popular'.split(
    ' ',
  ),
  ...'quality premium includes delivery free shipping warranty returns guarantee stock limited'.split(
    ' ',
  ),
  ...'counter proposal suggest consider budget understand appreciate patience generous fair'.split(
    ' ',
  ),
];

/** Each in one sentence of each pool: the rare terms of the search benchmark. */
export const RARE_WORDS = [
  'zanzibar',
  'quixotic',
  'marmalade',
  'xylophone',
  'kerfuffle',
  'lollygag',
  'gobbledygook',
  'brouhaha',
  'skedaddle',
  'cattywampus',
];
